/**
 * An Israeli dealer (osek murshe) number is the owner's ID number or the company number: nine
 * digits whose last is a check digit. Digits are weighted 1, 2, 1, 2, ... from the left, a product
 * above 9 counts as the sum of its digits, and the total must divide by 10. Nine zeros pass that
 * sum but belong to nobody, so they are refused too.
 */
export function isValidDealerNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value) || /^0+$/.test(value)) return false
  let sum = 0
  for (const [index, digit] of [...value].entries()) {
    const product = Number(digit) * (index % 2 === 0 ? 1 : 2)
    sum += product > 9 ? product - 9 : product
  }
  return sum % 10 === 0
}
