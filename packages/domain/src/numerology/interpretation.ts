import type { NumerologyNumber } from './numerology-number.ts'

/** What a map says about one number in one aspect. */
export interface NumberInterpretation {
  /** Two to five words. */
  heading: string
  /** One paragraph of 60 to 110 words, second person in forms that read the same for anyone. */
  text: string
}

/** One aspect of the map: its title, what it measures, and a text for every number. */
export interface AspectInterpretation<V extends number = NumerologyNumber> {
  title: string
  /** What the section measures, how it is computed in plain words and how to read it. */
  explanation: string
  numbers: Record<V, NumberInterpretation>
}
