/** Keys of the settings table and the defaults seeded when a key is absent. */
export const settingKeys = {
  mapPrice: 'map_price',
  vatRate: 'vat_rate',
} as const

export type SettingKey = (typeof settingKeys)[keyof typeof settingKeys]

export const settingDefaults: Record<SettingKey, string> = {
  map_price: '180',
  vat_rate: '17',
}
