import { describe, expect, it } from 'vitest'
import { settingsWarnings, shopSettingsWarnings } from './settings-warnings.ts'

describe('settingsWarnings', () => {
  it('warns when no manager would get contact messages and reminders', () => {
    expect(settingsWarnings({ MANAGER_EMAILS: [] })).toEqual([
      'MANAGER_EMAILS is empty: contact-form messages and delivery reminders go to nobody. ' +
        'Set it (comma-separated addresses) in .env or the environment.',
    ])
  })

  it('says nothing once managers are named', () => {
    expect(settingsWarnings({ MANAGER_EMAILS: ['manager@example.co.il'] })).toEqual([])
  })
})

describe('shopSettingsWarnings', () => {
  it('warns while invoices cannot name the business', () => {
    expect(shopSettingsWarnings({ businessDetailsComplete: false })).toEqual([
      'The business name, address and dealer number are not set: invoice-receipts print as drafts. ' +
        'A manager enters them in the admin dashboard, settings tab.',
    ])
  })

  it('says nothing once the details are complete', () => {
    expect(shopSettingsWarnings({ businessDetailsComplete: true })).toEqual([])
  })
})
