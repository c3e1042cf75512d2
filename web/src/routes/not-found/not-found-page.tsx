import { Button, Container, Heading, Text, VStack } from '@chakra-ui/react'
import { siteMessages } from '@shop/domain'
import { useEffect, useRef } from 'react'
import { HouseIcon } from 'lucide-react'
import { Link as RouterLink, useLocation } from 'react-router-dom'
import { useDocumentTitle } from '../../lib/use-document-title'
import { logNotFound } from './log-not-found'

const { notFound } = siteMessages

export function NotFoundPage() {
  const { pathname } = useLocation()
  // StrictMode runs effects twice in development; log each missing path once
  const loggedPath = useRef<string | null>(null)
  useDocumentTitle(notFound.subtitle)

  useEffect(() => {
    if (loggedPath.current === pathname) return
    loggedPath.current = pathname
    logNotFound(pathname)
  }, [pathname])

  return (
    <Container maxW="2xl" py={{ base: '16', md: '28' }}>
      <VStack gap="5" textAlign="center">
        <Text
          aria-hidden
          fontSize={{ base: '7xl', md: '8xl' }}
          fontWeight="bold"
          lineHeight="1"
          bgGradient="to-l"
          gradientFrom="brand.700"
          gradientTo="gold.400"
          bgClip="text"
          color="transparent"
        >
          404
        </Text>
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="brand.900">
          {notFound.heading}
        </Heading>
        {/* The specification's words, kept beside the Hebrew heading */}
        <Text lang="en" dir="ltr" fontSize={{ base: 'lg', md: 'xl' }} color="brand.800" mt="-2">
          {notFound.title}
        </Text>
        <Text fontSize="lg" color="fg.muted">
          {notFound.subtitle}
        </Text>
        <Button asChild colorPalette="brand" size="lg" mt="2">
          <RouterLink to="/">
            <HouseIcon aria-hidden />
            {notFound.backHome}
          </RouterLink>
        </Button>
      </VStack>
    </Container>
  )
}
