import { describe, expect, it } from 'vitest'
import {
  isNumerologyNumber,
  numerologyNumbers,
  reduceNumber,
  reduceToDigit,
  reductionSteps,
} from './numerology-number.ts'

describe('reduceNumber', () => {
  it.each([
    [7, 7],
    [10, 1], // 1 + 0
    [11, 11], // master, kept
    [29, 11], // 2 + 9 = 11, kept
    [38, 11], // 3 + 8 = 11, kept
    [22, 22],
    [33, 33],
    [44, 8], // 4 + 4
    [1985, 5], // 1 + 9 + 8 + 5 = 23 -> 2 + 3
    [1993, 22], // 1 + 9 + 9 + 3 = 22, kept
    [2026, 1], // 2 + 0 + 2 + 6 = 10 -> 1 + 0
    [9999, 9], // 36 -> 9
    [299, 2], // 2 + 9 + 9 = 20, not a master -> 2 + 0
    [56, 11], // 5 + 6 = 11, kept
    [589, 22], // 5 + 8 + 9 = 22, kept
    [699, 6], // 6 + 9 + 9 = 24 -> 2 + 4
  ])('reduces %i to %i', (value, expected) => {
    expect(reduceNumber(value)).toBe(expected)
  })

  it.each([0, -3, 1.5, Number.NaN])('refuses %d', (value) => {
    expect(() => reduceNumber(value)).toThrow(RangeError)
  })

  it('always lands on 1-9, 11, 22 or 33 and keeps the value modulo 9', () => {
    const wrong: number[] = []
    for (let value = 1; value <= 100_000; value++) {
      const reduced = reduceNumber(value)
      if (!isNumerologyNumber(reduced) || reduced % 9 !== value % 9) wrong.push(value)
    }
    expect(wrong).toEqual([])
  })

  it('lists exactly the twelve numbers', () => {
    expect([...numerologyNumbers]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33])
  })
})

describe('reductionSteps', () => {
  it.each([
    [7, [7]],
    [67, [67, 13, 4]], // 6 + 7 = 13, 1 + 3 = 4: the karmic debt 13 shows on the way
    [49, [49, 13, 4]],
    [1985, [1985, 23, 5]],
    [299, [299, 20, 2]],
    [29, [29, 11]], // stops at the master number
    [1993, [1993, 22]],
  ])('reduces %i through %j', (value, steps) => {
    expect(reductionSteps(value)).toEqual(steps)
  })
})

describe('reduceToDigit', () => {
  it.each([
    [7, 7],
    [11, 2], // the master number goes on to one digit
    [22, 4],
    [33, 6],
    [29, 2], // 2 + 9 = 11 -> 1 + 1
    [1993, 4], // 22 -> 4
    [1985, 5],
  ])('reduces %i to %i', (value, expected) => {
    expect(reduceToDigit(value)).toBe(expected)
  })
})
