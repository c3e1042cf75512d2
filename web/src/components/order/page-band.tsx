import { Box, Container, Heading, Text, type ContainerProps } from '@chakra-ui/react'

export interface PageBandProps {
  title: string
  subtitle?: string
  /** The width of the page's own content, so the heading lines up with it. */
  maxW?: ContainerProps['maxW']
}

/** The tinted band that opens a page of the order flow and the personal area. */
export function PageBand({ title, subtitle, maxW = '6xl' }: PageBandProps) {
  return (
    <Box
      bg="brand.50"
      borderBottomWidth="1px"
      borderColor="brand.100"
      py={{ base: '8', md: '12' }}
      _print={{ display: 'none' }}
    >
      <Container maxW={maxW}>
        <Heading as="h1" fontSize={{ base: '2xl', md: '4xl' }} color="brand.900" lineHeight="1.2">
          {title}
        </Heading>
        {subtitle && (
          <Text mt="2" color="fg.muted" fontSize={{ base: 'sm', md: 'md' }}>
            {subtitle}
          </Text>
        )}
      </Container>
    </Box>
  )
}
