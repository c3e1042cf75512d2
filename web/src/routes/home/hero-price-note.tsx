import { Text } from '@chakra-ui/react'
import { settingPlaceholder, siteMessages } from '@shop/domain'
import { useState } from 'react'
import { usePublicSettings } from '../../lib/public-settings'
import { isAppHydrating } from '../../lib/use-hydrating'

const { priceNote } = siteMessages.home.hero

/**
 * The price with VAT at today's rate, as consumers are shown prices. The page built ahead of time
 * leaves the price's place to the server, which writes the current price there as it sends the page: the line is whole at the first paint. The app keeps that text
 * (React leaves text it was told may differ) until it has the price itself, whose text is then the
 * same unless the price changed meanwhile. Drawn by the app alone, the line is kept empty until
 * the price is known, so a stale default never flashes and the price arriving moves nothing.
 */
export function HeroPriceNote() {
  const { settings, loaded } = usePublicSettings()
  const [sentWithPrice] = useState(isAppHydrating)
  const price =
    typeof window === 'undefined'
      ? settingPlaceholder('map_price_with_vat')
      : settings.map_price_with_vat
  const shown = loaded || sentWithPrice
  return (
    <Text fontSize="sm" color="gold.200" aria-hidden={!shown || undefined} suppressHydrationWarning>
      {shown ? priceNote(price) : '\u00a0'}
    </Text>
  )
}
