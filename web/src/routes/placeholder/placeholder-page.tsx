import { Button, Center, Container, Heading, Icon, Text, VStack } from '@chakra-ui/react'
import { he } from '@shop/domain'
import { LuSparkles } from 'react-icons/lu'
import { Link as RouterLink } from 'react-router-dom'
import { useDocumentTitle } from '../../lib/use-document-title'

/** Stands in for a screen that is not built yet, naming it so links can be followed end to end. */
export function PlaceholderPage({ title }: { title: string }) {
  useDocumentTitle(title)
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }}>
      <VStack gap="5" textAlign="center">
        <Center boxSize="16" rounded="full" bg="brand.50" color="brand.700">
          <Icon size="xl">
            <LuSparkles />
          </Icon>
        </Center>
        <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} color="brand.900">
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          {he.site.placeholder.text}
        </Text>
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to="/">{he.site.placeholder.backHome}</RouterLink>
        </Button>
      </VStack>
    </Container>
  )
}
