import { cardFieldLimits } from '@shop/domain'

/** Digits in groups of four as typed ("4580 4580 ..."); longer numbers stay ungrouped to fit. */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, cardFieldLimits.cardNumber)
  return digits.length > 16 ? digits : digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** MM/YY as typed: the slash is added after the month. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max)
}
