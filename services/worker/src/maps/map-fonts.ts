import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const weights = [300, 400, 700] as const
const subsets = [
  // The subsets' ranges as fontsource declares them, so each file serves only its own letters.
  ['hebrew', 'U+0307-0308, U+0590-05FF, U+200C-2010, U+20AA, U+25CC, U+FB1D-FB4F'],
  [
    'latin',
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  ],
  // Accented Latin names (José, Zoë).
  ['latin-ext', 'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+1E00-1E9F'],
] as const

let fontFaces: string | undefined

/**
 * Heebo, the shop's own typeface, as @font-face rules with the files inline: the PDF embeds it and
 * Chromium never fetches anything. Read once per process.
 */
export function heeboFontFaces(): string {
  fontFaces ??= buildFontFaces()
  return fontFaces
}

function buildFontFaces(): string {
  const files = join(
    dirname(createRequire(import.meta.url).resolve('@fontsource/heebo/package.json')),
    'files',
  )
  return subsets
    .flatMap(([subset, range]) =>
      weights.map((weight) => {
        const data = readFileSync(join(files, `heebo-${subset}-${weight}-normal.woff2`))
        return `@font-face{font-family:'Heebo';font-style:normal;font-weight:${weight};src:url(data:font/woff2;base64,${data.toString('base64')}) format('woff2');unicode-range:${range}}`
      }),
    )
    .join('\n')
}
