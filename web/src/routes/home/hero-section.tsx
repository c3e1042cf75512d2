import { Badge, Box, Button, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react'
import { siteMessages } from '@shop/domain'
import { GiftIcon } from 'lucide-react'
import { Link as RouterLink } from 'react-router-dom'
import { SampleMapLink } from '../../components/order/sample-map-link'
import { HeroHighlights } from './hero-highlights'
import { HeroPriceNote } from './hero-price-note'
import { NumerologyWheel } from './numerology-wheel'

const { hero } = siteMessages.home

export function HeroSection() {
  return (
    <Box
      as="section"
      aria-labelledby="hero-title"
      bgGradient="to-br"
      gradientFrom="brand.950"
      gradientVia="brand.900"
      gradientTo="brand.700"
      color="white"
      overflow="hidden"
    >
      <Container maxW="6xl" py={{ base: '12', md: '24' }}>
        <Grid
          templateColumns={{ base: '1fr', md: '1.25fr 1fr' }}
          gap={{ base: '10', md: '16' }}
          alignItems="center"
        >
          <Stack
            gap="6"
            align={{ base: 'center', md: 'flex-start' }}
            textAlign={{ base: 'center', md: 'start' }}
          >
            <Badge
              size="lg"
              rounded="full"
              px="3"
              bg="whiteAlpha.200"
              color="gold.200"
              fontWeight="medium"
            >
              {hero.eyebrow}
            </Badge>
            <Heading
              as="h1"
              id="hero-title"
              fontSize={{ base: '4xl', md: '6xl' }}
              lineHeight="1.1"
              fontWeight="bold"
              letterSpacing="tight"
            >
              {hero.title}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.800" maxW="xl">
              {hero.text}
            </Text>
            <Stack
              direction={{ base: 'column', sm: 'row' }}
              gap="3"
              w={{ base: 'full', sm: 'auto' }}
            >
              <Button asChild size="xl" colorPalette="gold" px="8">
                <RouterLink to="/order">{hero.startNow}</RouterLink>
              </Button>
              <Button
                asChild
                size="xl"
                variant="outline"
                color="white"
                borderColor="whiteAlpha.500"
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                <RouterLink to="/order?gift=true">
                  <GiftIcon aria-hidden />
                  {hero.sendAsGift}
                </RouterLink>
              </Button>
            </Stack>
            <HeroPriceNote />
            <SampleMapLink color="white" alignSelf="start" />
            <HeroHighlights />
          </Stack>
          <NumerologyWheel />
        </Grid>
      </Container>
    </Box>
  )
}
