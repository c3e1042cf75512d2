import { describe, expect, it } from 'vitest'
import { parseCalendarDate } from './birth-date.ts'
import { lifeCycles } from './life-cycles.ts'
import { personalYearNumber } from './personal-years.ts'

const cyclesOf = (dateOfBirth: string) =>
  lifeCycles(parseCalendarDate(dateOfBirth)).map(({ number, fromAge, toAge }) => [
    number,
    fromAge,
    toAge,
  ])

describe('life cycles, worked by hand', () => {
  it('born 1985-07-14, life path 8', () => {
    // month 7, day 14 -> 5, year 1985 -> 23 -> 5
    // personal year = 7 + 5 + the year reduced: at 27 (2012 -> 5) 17 -> 8, at 28 (2013 -> 6)
    // 18 -> 9, at 29 (2014 -> 7) 19 -> 10 -> 1: the second cycle starts at 29, the third at 56
    expect(cyclesOf('1985-07-14')).toEqual([
      [7, 0, 28],
      [5, 29, 55],
      [5, 56, null],
    ])
  })

  it('born 1987-11-29, life path 11: master cycles, and a master personal year passed by', () => {
    // month 11, day 29 -> 11, year 1987 -> 25 -> 7
    // personal year = 22 + the year reduced: at 27 (2014 -> 7) 29 -> 11, a master, not a 1;
    // at 28 (2015 -> 8) 30 -> 3; 29: 4; 30: 5; 31 (2018 -> 11) 33; 32: 7; 33: 8; 34: 9;
    // at 35 (2022 -> 6) 28 -> 10 -> 1: the second cycle starts at 35, the third at 62
    expect(cyclesOf('1987-11-29')).toEqual([
      [11, 0, 34],
      [11, 35, 61],
      [7, 62, null],
    ])
  })

  it('born 1980-03-16, life path 1', () => {
    // month 3, day 16 -> 7, year 1980 -> 18 -> 9
    // personal year = 10 + the year reduced: at 27 (2007 -> 9) 19 -> 10 -> 1 already,
    // so the second cycle starts at 27, the third at 54
    expect(cyclesOf('1980-03-16')).toEqual([
      [3, 0, 26],
      [7, 27, 53],
      [9, 54, null],
    ])
  })

  it('born 1993-04-07: a year of 22 kept', () => {
    // month 4, day 7, year 1993 -> 22, kept; personal year = 11 + the year reduced:
    // at 27 (2020 -> 4) 15 -> 6; 28: 7; 29: 8; 30: 9; at 31 (2024 -> 8) 19 -> 10 -> 1
    expect(cyclesOf('1993-04-07')).toEqual([
      [4, 0, 30],
      [7, 31, 57],
      [22, 58, null],
    ])
  })

  it('every date from 1900 to 2030: the later cycles start at 27-35 and 54-62, in a year 1', () => {
    const wrong: string[] = []
    for (let day = Date.UTC(1900, 0, 1); day <= Date.UTC(2030, 11, 31); day += 86_400_000 * 3) {
      const dateOfBirth = new Date(day).toISOString().slice(0, 10)
      const birth = parseCalendarDate(dateOfBirth)
      const [, second, third] = lifeCycles(birth)
      const startsInYearOne = [second!, third!].every(
        ({ fromAge }) => personalYearNumber(birth, birth.year + fromAge) === 1,
      )
      const inRange = second!.fromAge >= 27 && second!.fromAge <= 35
      if (!startsInYearOne || !inRange || third!.fromAge !== second!.fromAge + 27) {
        wrong.push(dateOfBirth)
      }
    }
    expect(wrong).toEqual([])
  })
})
