import { describe, expect, it } from 'vitest'
import { redirectTarget } from './redirect-target'

describe('redirectTarget', () => {
  it('returns the remembered page with its query', () => {
    expect(redirectTarget({ from: '/my-orders' })).toBe('/my-orders')
    expect(redirectTarget({ from: '/checkout?step=2' })).toBe('/checkout?step=2')
  })

  it('defaults to the order page', () => {
    expect(redirectTarget(null)).toBe('/order')
    expect(redirectTarget({})).toBe('/order')
    expect(redirectTarget({ from: 42 })).toBe('/order')
  })

  it('never leaves the site or loops back to a login page', () => {
    expect(redirectTarget({ from: 'https://evil.test/' })).toBe('/order')
    expect(redirectTarget({ from: '//evil.test/' })).toBe('/order')
    expect(redirectTarget({ from: '/\\evil.test' })).toBe('/order')
    expect(redirectTarget({ from: '/login?x=1' })).toBe('/order')
    expect(redirectTarget({ from: '/admin-login' })).toBe('/order')
    expect(redirectTarget({ from: '/login-help' })).toBe('/login-help')
  })
})
