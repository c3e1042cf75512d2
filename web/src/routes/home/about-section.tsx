import { Box, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react'
import { siteMessages } from '@shop/domain'
import { HowItWorks } from './how-it-works'

const { about } = siteMessages.home

export function AboutSection() {
  return (
    <Box as="section" id="about" aria-labelledby="about-title" py={{ base: '14', md: '24' }}>
      <Container maxW="6xl">
        <Grid
          templateColumns={{ base: '1fr', md: '1.1fr 1fr' }}
          gap={{ base: '10', md: '16' }}
          alignItems="center"
        >
          <Stack gap="5">
            <Heading
              as="h2"
              id="about-title"
              fontSize={{ base: '3xl', md: '4xl' }}
              color="brand.900"
              lineHeight="1.2"
            >
              {about.title}
            </Heading>
            {about.paragraphs.map((paragraph) => (
              <Text key={paragraph} fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
                {paragraph}
              </Text>
            ))}
          </Stack>
          <HowItWorks />
        </Grid>
      </Container>
    </Box>
  )
}
