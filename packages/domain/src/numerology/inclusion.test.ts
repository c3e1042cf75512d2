import { describe, expect, it } from 'vitest'
import { inclusionChart } from './inclusion.ts'
import { countedLetters } from './letter-values.ts'

const chartOf = (fullName: string) => inclusionChart(countedLetters(fullName))
const countsOf = (fullName: string) => Object.values(chartOf(fullName).counts)

describe('inclusion chart, worked by hand', () => {
  it('a Hebrew name: יעל אברהם', () => {
    // י1 ע7 ל3 א1 ב2 ר2 ה5 ם4: 1 -> י א; 2 -> ב ר; 3 -> ל; 4 -> ם; 5 -> ה; 7 -> ע
    // 8 letters, an average of 8 / 9 = 0.89 a number: 1 and 2 (two each) are strong
    const chart = chartOf('יעל אברהם')
    expect(countsOf('יעל אברהם')).toEqual([2, 2, 1, 1, 1, 0, 1, 0, 0])
    expect(chart.karmicLessons).toEqual([6, 8, 9])
    expect(chart.strongNumbers).toEqual([1, 2])
  })

  it('a Latin name: Lisa Grant', () => {
    // L3 I9 S1 A1 G7 R9 A1 N5 T2: 1 -> S A A; 2 -> T; 3 -> L; 5 -> N; 7 -> G; 9 -> I R
    // 9 letters, an average of 1: 1 (three) and 9 (two) are strong
    const chart = chartOf('Lisa Grant')
    expect(countsOf('Lisa Grant')).toEqual([3, 1, 1, 0, 1, 0, 1, 0, 2])
    expect(chart.karmicLessons).toEqual([4, 6, 8])
    expect(chart.strongNumbers).toEqual([1, 9])
  })

  it('a mixed name with final letters: דניאל Cohen and אסף גולן', () => {
    // ד4 נ5 י1 א1 ל3 C3 O6 H8 E5 N5: 1 -> י א; 3 -> ל C; 4 -> ד; 5 -> נ E N; 6 -> O; 8 -> H
    // 10 letters, an average of 1.11: 1, 3 (two each) and 5 (three) are strong
    const chart = chartOf('דניאל Cohen')
    expect(countsOf('דניאל Cohen')).toEqual([2, 0, 2, 1, 3, 1, 0, 1, 0])
    expect(chart.karmicLessons).toEqual([2, 7, 9])
    expect(chart.strongNumbers).toEqual([1, 3, 5])
    // א1 ס6 ף8 ג3 ו6 ל3 ן5: the final ף and ן fall on 8 and 5 as פ and נ do
    expect(countsOf('אסף גולן')).toEqual([1, 0, 2, 0, 1, 2, 0, 1, 0])
  })

  it('a long name needs more than two letters on a number to call it strong', () => {
    // M4 A1 R9 I9 A1 G7 O6 N5 Z8 A1 L3 E5 Z8 M4 A1 R9 T2 I9 N5 E5 Z8 = 21 letters, average 2.33:
    // 1 -> A A A A (4); 5 -> N E N E (4); 8 -> Z Z Z (3); 9 -> R I R I (4); 4 -> M M (2) is not
    const chart = chartOf('Mariagonzalez Martinez')
    expect(chart.counts).toMatchObject({ 1: 4, 4: 2, 5: 4, 8: 3, 9: 4 })
    expect(chart.strongNumbers).toEqual([1, 5, 8, 9])
  })

  it('draws the grid in rows 1-2-3, 4-5-6, 7-8-9', () => {
    const rows = chartOf('Lisa Grant').grid.map((row) =>
      row.map(({ number, count }) => `${number}:${count}`).join(' '),
    )
    expect(rows).toEqual(['1:3 2:1 3:1', '4:0 5:1 6:0', '7:1 8:0 9:2'])
  })
})
