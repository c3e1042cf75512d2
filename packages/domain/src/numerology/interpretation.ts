import type { NumerologyNumber } from './numerology-number.ts'

/** What a map says about one value of one aspect. */
export interface NumberInterpretation {
  /** Two to five words; for the personal year, the year's theme. */
  heading: string
  /**
   * At least 100 Hebrew words, second person in forms that read the same for a man and for a
   * woman, saying what is particular to this value in this aspect.
   */
  text: string
}

/** One aspect of the map: its title, what it measures, and a text for every value it takes. */
export interface AspectInterpretation<V extends number = NumerologyNumber> {
  title: string
  /** At least 100 Hebrew words: what the aspect measures, how it is computed, how to read it. */
  explanation: string
  numbers: Record<V, NumberInterpretation>
}
