import {
  knownVatRates,
  settingDefaults,
  settingPlaceholder,
  shopContactDefaults,
  siteMessages,
  type PublicSettings,
} from '@shop/domain'
import { useQuery } from '@tanstack/react-query'
import { api } from './api-client'
import { useHydrating } from './use-hydrating'
import { queryKeys } from './query-keys'

/** What the shop shows until the server answers, or when it cannot. */
export const fallbackPublicSettings: PublicSettings = {
  map_price: Number(settingDefaults.map_price),
  // The latest rate the shop knew at build; the server's answer names the one in force today.
  vat_rate: knownVatRates.at(-1)!.rateBasisPoints / 100,
  // Never shown: the home page keeps the price the server wrote into it until the answer comes.
  map_price_with_vat: '',
  contact_email: shopContactDefaults.email,
  contact_phone: shopContactDefaults.phone,
  seller_identity: siteMessages.seller.pending,
  accessibility_coordinator_name: '',
  accessibility_coordinator_phone: '',
  accessibility_coordinator_email: '',
  maps_auto_approve: false,
  checkout_open: true,
}

/**
 * What a page rendered at build shows. The statement names a person the shop sets at run time,
 * not a default: the build leaves placeholders that the server fills in each page it sends, and
 * the page keeps that text while hydrating (suppressHydrationWarning where it is shown).
 */
const prerenderSettings: PublicSettings = {
  ...fallbackPublicSettings,
  accessibility_coordinator_name: settingPlaceholder('accessibility_coordinator_name'),
  accessibility_coordinator_phone: settingPlaceholder('accessibility_coordinator_phone'),
  accessibility_coordinator_email: settingPlaceholder('accessibility_coordinator_email'),
}

async function loadPublicSettings(): Promise<PublicSettings | null> {
  try {
    const data: Partial<Record<keyof PublicSettings, unknown>> = await api(
      'GET /api/settings/public',
    )
    return {
      map_price: readNumber(data.map_price) ?? fallbackPublicSettings.map_price,
      vat_rate: readNumber(data.vat_rate) ?? fallbackPublicSettings.vat_rate,
      map_price_with_vat: readText(data.map_price_with_vat) ?? '',
      contact_email: readText(data.contact_email) ?? fallbackPublicSettings.contact_email,
      contact_phone: readText(data.contact_phone) ?? fallbackPublicSettings.contact_phone,
      seller_identity: readText(data.seller_identity) ?? fallbackPublicSettings.seller_identity,
      accessibility_coordinator_name: readText(data.accessibility_coordinator_name) ?? '',
      accessibility_coordinator_phone: readText(data.accessibility_coordinator_phone) ?? '',
      accessibility_coordinator_email: readText(data.accessibility_coordinator_email) ?? '',
      maps_auto_approve: data.maps_auto_approve === true,
      // Only the server's own word closes checkout; the API refuses payments then as well.
      checkout_open: data.checkout_open !== false,
    }
  } catch (error) {
    console.warn('Public settings unavailable, using defaults', error)
    return null
  }
}

/** Price and contact details; fetched once per page load and shared by every component. */
export function usePublicSettings(): { settings: PublicSettings; loaded: boolean } {
  // Pages prerendered at build show the defaults; the browser fetches the real values
  const { data: loaded = null } = useQuery({
    queryKey: queryKeys.publicSettings,
    queryFn: loadPublicSettings,
    enabled: typeof window !== 'undefined',
    staleTime: Infinity,
  })
  // A prerendered page is hydrated with the defaults it was rendered with, even if the answer
  // arrives halfway through hydrating; React draws the real values right after.
  const hydrating = useHydrating()
  if (typeof window === 'undefined') return { settings: prerenderSettings, loaded: false }
  if (hydrating || loaded === null) return { settings: fallbackPublicSettings, loaded: false }
  return { settings: loaded, loaded: true }
}

/**
 * The seller as the footer names it. A page rendered at build leaves a placeholder the server
 * fills with the business details of the moment; shown with suppressHydrationWarning, as the
 * accessibility statement's coordinator is.
 */
export function useSellerIdentity(): string {
  const { settings } = usePublicSettings()
  if (typeof window === 'undefined') return settingPlaceholder('seller_identity')
  return settings.seller_identity
}

/**
 * The current year for the copyright line: filled in by the server on a prerendered page; the
 * browser's own year otherwise, which differs from Israel's only for hours around New Year.
 */
export function useCurrentYear(): string {
  if (typeof window === 'undefined') return settingPlaceholder('current_year')
  return String(new Date().getFullYear())
}

function readNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined
}

function readText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}
