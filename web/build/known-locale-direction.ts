import { shopLocale } from '../src/app/shop-locale'
import { pinnedPatch } from './pinned-patch'

const localeProviderModule =
  /@ark-ui[\\/]react[\\/]dist[\\/]providers[\\/]locale[\\/]locale-provider\.js$/
const askedDirection = 'dir: isRTL(locale) ? "rtl" : "ltr"'

/**
 * Ark's LocaleProvider, under Chakra's, asks Intl.Locale#maximize which way a locale is written.
 * That first call to Intl starts the engine's internationalisation data: about 30 ms in the middle
 * of hydration on a phone, on the public pages, which format nothing else with Intl. The shop's own
 * locale has its direction given; any other is still asked.
 */
export const knownLocaleDirection = () =>
  pinnedPatch('known-locale-direction', localeProviderModule, (code) =>
    code.includes(askedDirection)
      ? code.replace(
          askedDirection,
          `dir: locale === ${JSON.stringify(shopLocale.tag)} ? ${JSON.stringify(shopLocale.dir)} : isRTL(locale) ? "rtl" : "ltr"`,
        )
      : null,
  )
