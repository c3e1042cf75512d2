import type { EntityManager } from '@mikro-orm/postgresql'
import { settingDefaults, type SettingKey } from '@shop/domain'
import { typedSql } from './typed-sql.ts'

export type Settings = Record<SettingKey, string>

/** Every setting, defaults filled in for keys a manager never set. */
export async function readSettings(em: EntityManager): Promise<Settings> {
  const rows = await typedSql(em).selectFrom('settings').select(['key', 'value']).execute()
  const settings: Settings = { ...settingDefaults }
  for (const row of rows) {
    if (isSettingKey(row.key)) settings[row.key] = row.value
  }
  return settings
}

/** Rows of keys no longer known stay unread. */
function isSettingKey(key: string): key is SettingKey {
  return key in settingDefaults
}
