import { parseShekels } from '@shop/domain'

/** A price setting as typed into an input: "180.00" becomes "180", "180.50" stays. */
export function plainAmount(amount: string | number): string {
  const agorot = parseShekels(amount)
  if (agorot === undefined) return String(amount)
  return agorot % 100 === 0 ? String(agorot / 100) : (agorot / 100).toFixed(2)
}
