/** Keys of the settings table and the defaults seeded when a key is absent. */
export const settingKeys = {
  mapPrice: 'map_price',
  businessName: 'business_name',
  businessAddress: 'business_address',
  dealerNumber: 'dealer_number',
} as const

export type SettingKey = (typeof settingKeys)[keyof typeof settingKeys]

/**
 * The business details start empty: until a manager enters them, invoice-receipts print as drafts
 * rather than with made-up details (business-details.ts).
 */
export const settingDefaults: Record<SettingKey, string> = {
  map_price: '180',
  business_name: '',
  business_address: '',
  dealer_number: '',
}

/** The shop's contact details when SHOP_CONTACT_EMAIL and SHOP_CONTACT_PHONE are not set. */
export const shopContactDefaults = {
  email: 'info@numerology-maps.co.il',
  phone: '03-1234567',
} as const

/**
 * Who the accessibility statement names when ACCESSIBILITY_COORDINATOR_NAME is not set: the law
 * wants a person, so a shop sets its own; the phone and e-mail fall back to the shop's contact.
 */
export const accessibilityCoordinatorDefaults = {
  name: 'שירות הלקוחות של מפה נומרולוגית',
} as const
