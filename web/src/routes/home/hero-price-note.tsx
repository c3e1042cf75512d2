import { Text } from '@chakra-ui/react'
import { he } from '@shop/domain'
import { formatShekels } from '../../lib/format-price'
import { usePublicSettings } from '../../lib/public-settings'

/** Shown only once the server has told the current price, so a stale default never flashes. */
export function HeroPriceNote() {
  const { settings, loaded } = usePublicSettings()
  if (!loaded) return null
  return (
    <Text fontSize="sm" color="gold.200">
      {he.site.home.hero.priceNote(formatShekels(settings.map_price))}
    </Text>
  )
}
