/**
 * Letter values: Hebrew by mispar katan (each letter's standard gematria value reduced to one
 * digit), Latin by the Pythagorean chart. Vowels feed the soul urge, the other letters the
 * personality.
 */

const hebrewValues: Readonly<Record<string, number>> = {
  א: 1,
  ב: 2,
  ג: 3,
  ד: 4,
  ה: 5,
  ו: 6,
  ז: 7,
  ח: 8,
  ט: 9,
  י: 1,
  כ: 2,
  ך: 2,
  ל: 3,
  מ: 4,
  ם: 4,
  נ: 5,
  ן: 5,
  ס: 6,
  ע: 7,
  פ: 8,
  ף: 8,
  צ: 9,
  ץ: 9,
  ק: 1,
  ר: 2,
  ש: 3,
  ת: 4,
}

const hebrewVowels: ReadonlySet<string> = new Set(['א', 'ה', 'ו', 'י'])

// The Yiddish digraphs have code points of their own; they are written for two letters each.
const hebrewDigraphs: Readonly<Record<string, string>> = { װ: 'וו', ױ: 'וי', ײ: 'יי' }

const latinChart = ['ajs', 'bkt', 'clu', 'dmv', 'enw', 'fox', 'gpy', 'hqz', 'ir']
const latinValues: Readonly<Record<string, number>> = Object.fromEntries(
  latinChart.flatMap((letters, index) => [...letters].map((letter) => [letter, index + 1])),
)

const latinVowels: ReadonlySet<string> = new Set(['a', 'e', 'i', 'o', 'u'])

export interface CountedLetter {
  /** The letter as counted: a final form stays as written, Latin is lower case. */
  letter: string
  value: number
  isVowel: boolean
}

/**
 * The letters of a name that count, in order. NFKD splits accented Latin letters from their
 * accents and Hebrew presentation forms (שׁ, בּ, ﬡ) from their points, so each counts as its base
 * letter. Everything that is not a Hebrew or Latin letter (niqqud, geresh ׳ and gershayim ״,
 * apostrophes and quotes, hyphens, maqaf ־, spaces, digits, emoji) is skipped.
 */
export function countedLetters(name: string): CountedLetter[] {
  const letters: CountedLetter[] = []
  const count = (char: string) => {
    const hebrew = hebrewValues[char]
    if (hebrew !== undefined)
      letters.push({ letter: char, value: hebrew, isVowel: hebrewVowels.has(char) })
    else {
      const latin = latinValues[char]
      if (latin !== undefined)
        letters.push({ letter: char, value: latin, isVowel: latinVowels.has(char) })
    }
  }
  // In one pass: the admin list counts every report of a page on each read
  for (const char of name.normalize('NFKD').toLowerCase()) {
    const digraph = hebrewDigraphs[char]
    if (digraph === undefined) count(char)
    else for (const letter of digraph) count(letter)
  }
  return letters
}
