import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { siteMessages } from '@shop/domain'
import { ArrowLeftIcon } from 'lucide-react'
import { Link as RouterLink } from 'react-router-dom'

const { cta } = siteMessages.home

export function ReportCtaSection() {
  return (
    <Box as="section" aria-labelledby="cta-title" py={{ base: '14', md: '20' }}>
      <Container maxW="5xl">
        <Stack
          direction={{ base: 'column', md: 'row' }}
          align="center"
          justify="space-between"
          gap="8"
          bgGradient="to-l"
          gradientFrom="brand.900"
          gradientTo="brand.700"
          color="white"
          rounded="3xl"
          px={{ base: '6', md: '12' }}
          py={{ base: '10', md: '12' }}
          textAlign={{ base: 'center', md: 'start' }}
        >
          <Stack gap="3" maxW="xl">
            <Heading as="h2" id="cta-title" fontSize={{ base: '2xl', md: '3xl' }} lineHeight="1.25">
              {cta.title}
            </Heading>
            <Text color="whiteAlpha.800" fontSize={{ base: 'md', md: 'lg' }}>
              {cta.text}
            </Text>
          </Stack>
          <Button
            asChild
            size="xl"
            colorPalette="gold"
            flexShrink="0"
            w={{ base: 'full', md: 'auto' }}
          >
            <RouterLink to="/report-form">
              {cta.action}
              <ArrowLeftIcon aria-hidden />
            </RouterLink>
          </Button>
        </Stack>
      </Container>
    </Box>
  )
}
