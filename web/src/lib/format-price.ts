const formatters = new Map<number, Intl.NumberFormat>()

/** Shekel amount in the he-IL format, e.g. "‏180 ₪". */
export function formatShekels(amount: number, fractionDigits = 0): string {
  let formatter = formatters.get(fractionDigits)
  if (!formatter) {
    formatter = new Intl.NumberFormat('he-IL', {
      style: 'currency',
      currency: 'ILS',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    })
    formatters.set(fractionDigits, formatter)
  }
  return formatter.format(amount)
}
