import { Center, Heading, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Card } from '../../components/ui/styled/card'

interface BenefitCardProps {
  icon: ReactNode
  title: string
  text: string
}

export function BenefitCard({ icon, title, text }: BenefitCardProps) {
  return (
    <Card.Root
      as="li"
      variant="elevated"
      rounded="2xl"
      borderWidth="1px"
      borderColor="brand.100"
      transition="transform 0.2s, box-shadow 0.2s"
      _hover={{ transform: 'translateY(-4px)', boxShadow: 'lg' }}
    >
      <Card.Body gap="4" p={{ base: '6', md: '8' }}>
        <Center boxSize="12" rounded="xl" bg="gold.100" color="gold.700" fontSize="2xl" aria-hidden>
          {icon}
        </Center>
        <Heading as="h3" fontSize="xl" color="brand.900">
          {title}
        </Heading>
        <Text color="fg.muted">{text}</Text>
      </Card.Body>
    </Card.Root>
  )
}
