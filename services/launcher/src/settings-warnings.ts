import type { Env } from '@shop/config'

/**
 * Settings a shop runs without, but not as its owner would want: said once at start, so a newcomer
 * learns of them before wondering where the e-mails went.
 */
export function settingsWarnings(env: Pick<Env, 'MANAGER_EMAILS'>): string[] {
  const warnings: string[] = []
  if (env.MANAGER_EMAILS.length === 0) {
    warnings.push(
      'MANAGER_EMAILS is empty: contact-form messages and delivery reminders go to nobody. ' +
        'Set it (comma-separated addresses) in .env or the environment.',
    )
  }
  return warnings
}

/** What the prepared database says is missing: the shop's own details rather than the process's. */
export function shopSettingsWarnings(shop: { businessDetailsComplete: boolean }): string[] {
  if (shop.businessDetailsComplete) return []
  return [
    'The business name, address and dealer number are not set: invoice-receipts print as drafts. ' +
      'A manager enters them in the admin dashboard, settings tab.',
  ]
}
