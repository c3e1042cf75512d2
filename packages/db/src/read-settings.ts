import type { EntityManager } from '@mikro-orm/postgresql'
import { settingDefaults, type SettingKey } from '@shop/domain'

export type Settings = Record<SettingKey, string>

/** Every setting, defaults filled in for keys a manager never set. */
export async function readSettings(em: EntityManager): Promise<Settings> {
  const rows = await em.execute<{ key: string; value: string }[]>('select key, value from settings')
  const settings: Settings = { ...settingDefaults }
  for (const row of rows) {
    if (row.key in settings) settings[row.key as SettingKey] = row.value
  }
  return settings
}
