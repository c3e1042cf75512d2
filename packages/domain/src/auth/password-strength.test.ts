import { describe, expect, it } from 'vitest'
import { authMessages } from '../messages/auth.ts'
import { assessPassword, passwordProblemMessage } from './password-strength.ts'

describe('assessPassword', () => {
  it('refuses the passwords the shop used to accept, each with its reason', () => {
    expect(assessPassword('12345678').problem).toBe('tooCommon')
    expect(assessPassword('        ').problem).toBe('tooWeak')
    expect(assessPassword('iloveyou1').problem).toBe('tooCommon')
    expect(assessPassword('short1!').problem).toBe('tooShort')
  })

  it("refuses the account's own e-mail or name, in any case", () => {
    const owner = { email: 'Dana.Levi@example.com', name: 'דנה לויתן' }
    expect(assessPassword('dana.levi@example.com', owner).problem).toBe('personal')
    expect(assessPassword('xQ9-DANA.LEVI-zz', owner).problem).toBe('personal')
    expect(assessPassword('לויתן-ירוק-7431', owner).problem).toBe('personal')
  })

  it('accepts a long passphrase and a random one, and scores them high', () => {
    expect(assessPassword('correct horse battery')).toEqual({ score: 4, problem: null })
    expect(assessPassword('customer-password-1', { email: 'a@example.com' }).problem).toBeNull()
    expect(assessPassword('סיסמהחזקה1').problem).toBeNull()
  })

  it('says why in Hebrew', () => {
    expect(passwordProblemMessage('tooShort')).toBe(authMessages.passwordTooShort)
    expect(passwordProblemMessage('personal')).toMatch(/האימייל/)
  })
})
