import { Box, Container, Heading, Text } from '@chakra-ui/react'

/** The tinted band that opens an inner page with its h1. */
export function PageHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Box
      bg="brand.50"
      borderBottomWidth="1px"
      borderColor="brand.100"
      py={{ base: '10', md: '14' }}
    >
      <Container maxW="3xl">
        <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} color="brand.900" lineHeight="1.2">
          {title}
        </Heading>
        {subtitle && (
          <Text mt="2" color="fg.muted" fontSize="sm">
            {subtitle}
          </Text>
        )}
      </Container>
    </Box>
  )
}
