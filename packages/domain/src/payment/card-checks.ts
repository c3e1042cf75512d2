/** Luhn check digit over a card number's digits. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** Israeli identity number (teudat zehut): up to 9 digits, the last a check digit. */
export function isValidIsraeliId(value: string): boolean {
  if (!/^\d{5,9}$/.test(value)) return false
  const id = value.padStart(9, '0')
  let sum = 0
  for (let i = 0; i < 9; i++) {
    let step = Number(id[i]) * ((i % 2) + 1)
    if (step > 9) step -= 9
    sum += step
  }
  return sum % 10 === 0 && Number(id) > 0
}

/** MM/YY; a card is valid through the last day of its expiry month. */
export function parseExpiry(value: string): { month: number; year: number } | undefined {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value.trim())
  if (!match) return undefined
  return { month: Number(match[1]), year: 2000 + Number(match[2]) }
}

export function isExpired(expiry: { month: number; year: number }, now = new Date()): boolean {
  const year = now.getFullYear()
  const month = now.getMonth() + 1
  return expiry.year < year || (expiry.year === year && expiry.month < month)
}
