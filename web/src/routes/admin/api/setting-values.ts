import { settingDefaults, type SettingKey } from '@shop/domain'
import type { Setting } from './admin-types'

/** The settings list as key to value, with the shop's defaults for keys not stored yet. */
export function settingValues(settings: Setting[]): Record<SettingKey, string> {
  const values: Record<string, string> = { ...settingDefaults }
  for (const { setting_key, setting_value } of settings) values[setting_key] = setting_value
  return values
}
