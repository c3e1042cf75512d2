import { describe, expect, it } from 'vitest'
import type { AspectInterpretation } from '../interpretation.ts'
import { numerologyInterpretations } from '../interpretations.ts'
import { numerologyNumbers } from '../numerology-number.ts'
import { challengeTexts } from './challenge.ts'
import { inclusionTexts } from './inclusion.ts'
import { karmicDebtTexts } from './karmic-debt.ts'
import { karmicLessonTexts } from './karmic-lesson.ts'
import { lifeCycleTexts } from './life-cycle.ts'
import { pinnacleTexts } from './pinnacle.ts'

type Section = AspectInterpretation<number>

const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9]
const sections: Record<string, { texts: Section; values: number[] }> = {
  inclusion: { texts: inclusionTexts, values: digits },
  karmicLesson: { texts: karmicLessonTexts, values: digits },
  karmicDebt: { texts: karmicDebtTexts, values: [13, 14, 16, 19] },
  pinnacle: { texts: pinnacleTexts, values: [...numerologyNumbers] },
  challenge: { texts: challengeTexts, values: [0, ...digits.slice(0, 8)] },
  lifeCycle: { texts: lifeCycleTexts, values: [...numerologyNumbers] },
}

const words = (text: string) => text.split(/\s+/).filter(Boolean)
const hebrewWordCount = (text: string) => words(text).filter((word) => /[א-ת]/.test(word)).length
const firstSentence = (text: string) => text.split(/[.!?:]/)[0]!.trim()

// Written without vowels these read as one gender only; the texts use forms that read as both.
const genderedWords = [
  ...['אתה', 'תוכל', 'תוכלי', 'מוכן', 'מוכנה', 'עליך', 'אליך', 'לפניך', 'אחריך'],
  ...['עלייך', 'אלייך', 'לפנייך', 'אחרייך'],
]
// "את" is also the object marker, which never opens a sentence; the pronoun often does.
const pronounAt = /(^|[.!?]\s+)את\s/

function genderedFormsIn(text: string): string[] {
  const found = words(text)
    .map((word) => word.replace(/[.,:;!?"()]/g, ''))
    .filter((word) => genderedWords.some((form) => word === form || word.endsWith(form)))
  return pronounAt.test(text) ? [...found, 'את'] : found
}

interface Entry {
  at: string
  heading: string
  text: string
}

function entriesOf(name: string, section: Section): Entry[] {
  return Object.entries(section.numbers).map(([value, { heading, text }]) => ({
    at: `${name} ${value}`,
    heading,
    text,
  }))
}

/** Everything wrong with one section's texts, as readable lines; empty when it is fine. */
function problemsOf(name: string, section: Section, values: number[]): string[] {
  const problems: string[] = []
  const present = Object.keys(section.numbers).map(Number)
  if (present.sort((a, b) => a - b).join() !== values.join()) {
    problems.push(`${name}: values ${present.join()} instead of ${values.join()}`)
  }
  if (!/^[א-ת ]+$/.test(section.title)) problems.push(`${name}: title is not plain Hebrew`)
  const paragraphs = [
    { at: `${name} explanation`, text: section.explanation },
    ...entriesOf(name, section),
  ]
  for (const { at, text } of paragraphs) {
    const count = hebrewWordCount(text)
    if (count < 100) problems.push(`${at}: ${count} Hebrew words`)
    if (/[A-Za-z]/.test(text)) problems.push(`${at}: has Latin letters`)
    if (!/\.$/.test(text)) problems.push(`${at}: does not end a sentence`)
    for (const form of genderedFormsIn(text)) problems.push(`${at}: gendered "${form}"`)
  }
  for (const { at, heading } of entriesOf(name, section)) {
    const count = words(heading).length
    if (count < 2 || count > 5) problems.push(`${at}: heading of ${count} words`)
  }
  return problems
}

/** The texts that repeat an earlier one, or open with the same sentence as an earlier one. */
function repeatsIn(entries: Entry[], key: (entry: Entry) => string): string[] {
  const seen = new Map<string, string>()
  return entries.flatMap((entry) => {
    const earlier = seen.get(key(entry))
    seen.set(key(entry), entry.at)
    return earlier ? [`${entry.at} repeats ${earlier}`] : []
  })
}

/** Pairs of texts that share a run of eight words, the mark of a sentence copied between them. */
function sharedRunsIn(entries: Entry[]): string[] {
  const runLength = 8
  const runsOf = (text: string) => {
    const plain = words(text.replace(/[.,:;!?"]/g, ''))
    return new Set(
      plain.slice(runLength - 1).map((_, at) => plain.slice(at, at + runLength).join(' ')),
    )
  }
  const runs = entries.map((entry) => ({ at: entry.at, runs: runsOf(entry.text) }))
  return runs.flatMap((entry, index) =>
    runs
      .slice(index + 1)
      .filter((other) => [...entry.runs].some((run) => other.runs.has(run)))
      .map((other) => `${entry.at} shares a sentence with ${other.at}`),
  )
}

const newEntries = Object.entries(sections).flatMap(([name, { texts }]) => entriesOf(name, texts))
const existingEntries = Object.entries(numerologyInterpretations).flatMap(([name, texts]) =>
  entriesOf(name, texts),
)
const allEntries = [...existingEntries, ...newEntries]

describe('texts of the sections added to the map', () => {
  it('has every value with a long, gender-neutral Hebrew text and a short heading', () => {
    const problems = Object.entries(sections).flatMap(([name, { texts, values }]) =>
      problemsOf(name, texts, values),
    )
    expect(problems).toEqual([])
  })

  it('reports a text that is too short', () => {
    const short: Section = {
      title: 'בדיקה',
      explanation: inclusionTexts.explanation,
      numbers: { 1: { heading: 'כותרת קצרה', text: 'טקסט קצר של חמש מילים.' } },
    }
    expect(problemsOf('sample', short, [1])).toEqual(['sample 1: 5 Hebrew words'])
  })

  it('never repeats a text, a first sentence or a heading, here or in the older sections', () => {
    expect(repeatsIn(allEntries, ({ text }) => text)).toEqual([])
    expect(repeatsIn(allEntries, ({ text }) => firstSentence(text))).toEqual([])
    expect(repeatsIn(allEntries, ({ heading }) => heading)).toEqual([])
    const explanations = [...Object.values(numerologyInterpretations), ...Object.values(sections)]
    const firstSentences = explanations.map((section) =>
      firstSentence('texts' in section ? section.texts.explanation : section.explanation),
    )
    expect(new Set(firstSentences).size).toBe(firstSentences.length)
  })

  it('copies no sentence between two texts', () => {
    expect(sharedRunsIn(allEntries)).toEqual([])
    const copied = {
      at: 'copy',
      heading: 'העתק',
      text: `פתיחה אחרת. ${lifeCycleTexts.numbers[1].text}`,
    }
    expect(sharedRunsIn([newEntries[0]!, copied, ...newEntries.slice(1)])).not.toEqual([])
  })

  it('finds no gendered form in a neutral sentence and finds the pronoun where it is one', () => {
    expect(genderedFormsIn('כדאי לשמור את הכוח שלך, ואת הדרך.')).toEqual([])
    expect(genderedFormsIn('את יודעת, ואתה תוכל לבחור.')).toEqual(['ואתה', 'תוכל', 'את'])
  })
})
