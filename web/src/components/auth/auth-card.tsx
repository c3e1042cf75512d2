import { Box, Center, Container, Heading, Icon, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Card } from '../ui/styled/card'

export interface AuthCardProps {
  title: string
  text: string
  icon: ReactNode
  children: ReactNode
}

/** The centred card of the sign-in screens, on the light brand tint of the inner pages. */
export function AuthCard({ title, text, icon, children }: AuthCardProps) {
  return (
    <Box bg="brand.50/60" py={{ base: '10', md: '16' }} flex="1">
      <Container maxW="md" px={{ base: '4', md: '6' }}>
        <Card.Root variant="elevated" rounded="2xl" bg="white">
          <Card.Header gap="3" alignItems="center" textAlign="center" pt="8">
            <Center boxSize="12" rounded="full" bg="brand.50" color="brand.700">
              <Icon size="lg">{icon}</Icon>
            </Center>
            <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="brand.900">
              {title}
            </Heading>
            <Text color="fg.muted">{text}</Text>
          </Card.Header>
          <Card.Body pt="4" pb="8">
            {children}
          </Card.Body>
        </Card.Root>
      </Container>
    </Box>
  )
}
