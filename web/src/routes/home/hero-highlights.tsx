import { HStack, Icon, Stack } from '@chakra-ui/react'
import { siteMessages } from '@shop/domain'
import { CircleCheckIcon } from 'lucide-react'

export function HeroHighlights() {
  return (
    <Stack
      as="ul"
      direction={{ base: 'column', sm: 'row' }}
      gap={{ base: '2', sm: '5' }}
      listStyleType="none"
      fontSize="sm"
      color="whiteAlpha.800"
    >
      {siteMessages.home.hero.highlights.map((highlight) => (
        <HStack as="li" key={highlight} gap="1.5" justify={{ base: 'center', sm: 'flex-start' }}>
          <Icon color="gold.300" size="sm">
            <CircleCheckIcon />
          </Icon>
          {highlight}
        </HStack>
      ))}
    </Stack>
  )
}
