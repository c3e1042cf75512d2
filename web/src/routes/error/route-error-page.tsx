import { Button, Container, Heading, Text, VStack } from '@chakra-ui/react'
import { siteMessages } from '@shop/domain'
import { useEffect } from 'react'
import { RefreshCwIcon } from 'lucide-react'

const { routeError } = siteMessages

/** Shown when a page throws or its code cannot load (for example after a new deployment). */
export function RouteErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }}>
      <VStack gap="4" textAlign="center" role="alert">
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="brand.900">
          {routeError.title}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          {routeError.text}
        </Text>
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          <RefreshCwIcon aria-hidden />
          {routeError.reload}
        </Button>
      </VStack>
    </Container>
  )
}
