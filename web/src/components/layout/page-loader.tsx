import { Center, Spinner, Text, VStack } from '@chakra-ui/react'
import { he } from '@shop/domain'

export function PageLoader() {
  return (
    <Center minH="50vh" role="status">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text color="fg.muted">{he.site.loading}</Text>
      </VStack>
    </Center>
  )
}
