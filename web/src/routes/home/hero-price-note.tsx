import { Text } from '@chakra-ui/react'
import { formatShekels, parseShekels, siteMessages } from '@shop/domain'
import { usePublicSettings } from '../../lib/public-settings'

/** Shown only once the server has told the current price, so a stale default never flashes. */
export function HeroPriceNote() {
  const { settings, loaded } = usePublicSettings()
  if (!loaded) return null
  return (
    <Text fontSize="sm" color="gold.200">
      {siteMessages.home.hero.priceNote(formatShekels(parseShekels(settings.map_price) ?? 0, 0))}
    </Text>
  )
}
