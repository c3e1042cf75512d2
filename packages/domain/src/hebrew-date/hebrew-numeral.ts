// Position n holds the letter worth n ones, tens or hundreds; position 0 is no letter.
const ones = ' אבגדהוזחט'
const tens = ' יכלמנסעפצ'
const hundreds = ' קרשת'
const letter = (digits: string, n: number) => (n === 0 ? '' : digits.charAt(n))
const geresh = '׳'
const gershayim = '״'

// Letter runs that would spell an ill-omened word are written in another order, as calendars do.
const reordered: readonly [string, string][] = [
  ['רצח', 'רחצ'],
  ['שמד', 'שדמ'],
]

/**
 * A number in Hebrew letters as dates are written: 22 -> כ״ב, 5750 -> תש״נ (thousands dropped).
 * 15 and 16 are written ט״ו and ט״ז, never with the letters of the divine name.
 */
export function hebrewNumeral(value: number): string {
  let rest = value % 1000
  let letters = ''
  while (rest >= 400) {
    letters += letter(hundreds, 4)
    rest -= 400
  }
  letters += letter(hundreds, Math.floor(rest / 100))
  rest %= 100
  if (rest === 15 || rest === 16) letters += letter(ones, 9) + letter(ones, rest - 9)
  else letters += letter(tens, Math.floor(rest / 10)) + letter(ones, rest % 10)
  for (const [word, written] of reordered) {
    if (letters.endsWith(word)) letters = letters.slice(0, -word.length) + written
  }
  if (letters === 'שד') letters = 'דש'
  // Years ending in 80 take the final form of the letter, as in תש״ף.
  if (letters.endsWith('פ')) letters = `${letters.slice(0, -1)}ף`
  if (letters === '') return ''
  if (letters.length === 1) return letters + geresh
  return `${letters.slice(0, -1)}${gershayim}${letters.slice(-1)}`
}
