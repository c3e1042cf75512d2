import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { siteMessages } from '@shop/domain'
import { CompassIcon, EyeIcon, GiftIcon } from 'lucide-react'
import { BenefitCard } from './benefit-card'

const { numerology } = siteMessages.home
const icons = [<EyeIcon key="eye" />, <CompassIcon key="compass" />, <GiftIcon key="gift" />]

export function NumerologySection() {
  return (
    <Box
      as="section"
      id="numerology"
      aria-labelledby="numerology-title"
      bg="brand.50/60"
      py={{ base: '14', md: '24' }}
    >
      <Container maxW="6xl">
        <Stack gap="4" textAlign="center" align="center" mb={{ base: '10', md: '14' }}>
          <Heading
            as="h2"
            id="numerology-title"
            fontSize={{ base: '3xl', md: '4xl' }}
            color="brand.900"
            lineHeight="1.2"
          >
            {numerology.title}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl">
            {numerology.intro}
          </Text>
        </Stack>
        <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none">
          {numerology.benefits.map((benefit, index) => (
            <BenefitCard
              key={benefit.title}
              icon={icons[index]}
              title={benefit.title}
              text={benefit.text}
            />
          ))}
        </SimpleGrid>
        <Text textAlign="center" fontSize="sm" color="fg.muted" mt="8">
          {numerology.disclaimer}
        </Text>
      </Container>
    </Box>
  )
}
