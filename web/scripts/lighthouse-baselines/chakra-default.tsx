import { Button, ChakraProvider, Container, defaultSystem, Heading, Text } from '@chakra-ui/react'
import { createRoot } from 'react-dom/client'
import { pageText } from './page-text'

// Chakra as its documentation sets it up: the default system, every token and recipe
createRoot(document.getElementById('root')!).render(
  <ChakraProvider value={defaultSystem}>
    <Container as="main">
      <Heading as="h1">{pageText.heading}</Heading>
      <Text>{pageText.paragraph}</Text>
      <Button>{pageText.button}</Button>
    </Container>
  </ChakraProvider>,
)
