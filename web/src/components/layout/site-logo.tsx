import { Center, HStack, Icon, Link, Text } from '@chakra-ui/react'
import { siteMessages } from '@shop/domain'
import { SparklesIcon } from 'lucide-react'
import { Link as RouterLink } from 'react-router-dom'

/** The shop's mark and name, linking home; `inverted` for dark backgrounds. */
export function SiteLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link
      asChild
      aria-label={siteMessages.nav.logoLabel}
      rounded="md"
      _hover={{ textDecoration: 'none' }}
    >
      <RouterLink to="/">
        <HStack gap="2.5">
          <Center
            boxSize="9"
            rounded="full"
            bg={inverted ? 'gold.300' : 'brand.800'}
            color={inverted ? 'brand.950' : 'gold.300'}
          >
            <Icon size="md">
              <SparklesIcon />
            </Icon>
          </Center>
          <Text
            as="span"
            fontWeight="bold"
            fontSize={{ base: 'lg', md: 'xl' }}
            color={inverted ? 'white' : 'brand.900'}
            whiteSpace="nowrap"
          >
            {siteMessages.shopName}
          </Text>
        </HStack>
      </RouterLink>
    </Link>
  )
}
