import { Text } from '@chakra-ui/react'
import { formatShekels, parseShekels, siteMessages } from '@shop/domain'
import { usePublicSettings } from '../../lib/public-settings'

/**
 * Shown only once the server has told the current price, so a stale default never flashes. Its
 * line is kept from the first paint, so the price arriving moves nothing below it.
 */
export function HeroPriceNote() {
  const { settings, loaded } = usePublicSettings()
  return (
    <Text fontSize="sm" color="gold.200" aria-hidden={!loaded || undefined}>
      {loaded
        ? siteMessages.home.hero.priceNote(formatShekels(parseShekels(settings.map_price) ?? 0, 0))
        : '\u00a0'}
    </Text>
  )
}
