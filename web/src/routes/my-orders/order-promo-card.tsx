import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { orderMessages } from '@shop/domain'
import { SparklesIcon } from 'lucide-react'
import { Link as RouterLink } from 'react-router-dom'

const { myOrders: m } = orderMessages

/** An invitation to order another map, for oneself or as a gift. */
export function OrderPromoCard() {
  return (
    <Box
      as="aside"
      aria-labelledby="order-promo-title"
      rounded="2xl"
      p={{ base: '6', md: '8' }}
      bgGradient="to-br"
      gradientFrom="brand.900"
      gradientTo="brand.700"
      color="white"
    >
      <Flex
        direction={{ base: 'column', md: 'row' }}
        gap="5"
        align={{ base: 'stretch', md: 'center' }}
        justify="space-between"
      >
        <Stack gap="1">
          <Heading as="h2" id="order-promo-title" fontSize="xl">
            {m.promoTitle}
          </Heading>
          <Text color="whiteAlpha.800">{m.promoText}</Text>
        </Stack>
        <Button asChild colorPalette="gold" size="lg" flexShrink="0">
          <RouterLink to="/order">
            <SparklesIcon aria-hidden />
            {m.promoAction}
          </RouterLink>
        </Button>
      </Flex>
    </Box>
  )
}
