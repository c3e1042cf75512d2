import { describe, expect, it } from 'vitest'
import { parseCalendarDate } from './birth-date.ts'
import { computeNumerologyProfile } from './numerology-profile.ts'
import { personalYearNumber } from './personal-years.ts'
import { pinnaclesAndChallenges, pinnacleSpans } from './pinnacles.ts'

const periodsOf = (dateOfBirth: string) => {
  const { lifePath } = computeNumerologyProfile({
    fullName: 'דנה',
    dateOfBirth,
    currentYear: 2026,
  }).numbers
  const { pinnacles, challenges } = pinnaclesAndChallenges(parseCalendarDate(dateOfBirth), lifePath)
  return {
    pinnacles: pinnacles.map((pinnacle) => pinnacle.number),
    challenges: challenges.map((challenge) => challenge.number),
    ages: pinnacles.map(({ fromAge, toAge }) => [fromAge, toAge]),
    challengeAges: challenges.map(({ fromAge, toAge }) => [fromAge, toAge]),
  }
}

describe('pinnacles and challenges, worked by hand', () => {
  it('born 1985-07-14, life path 8', () => {
    // month 7, day 14 -> 5, year 1985 -> 23 -> 5
    // pinnacles: 7 + 5 = 12 -> 3; 5 + 5 = 10 -> 1; 3 + 1 = 4; 7 + 5 = 12 -> 3
    // challenges: |7 - 5| = 2; |5 - 5| = 0; |2 - 0| = 2; |7 - 5| = 2
    // ages: the first ends at 36 - 8 = 28, then 29-37, 38-46, 47 on
    const periods = periodsOf('1985-07-14')
    expect(periods).toMatchObject({ pinnacles: [3, 1, 4, 3], challenges: [2, 0, 2, 2] })
    expect(periods.ages).toEqual([
      [0, 28],
      [29, 37],
      [38, 46],
      [47, null],
    ])
    expect(periods.challengeAges).toEqual(periods.ages)
  })

  it('born 1987-11-29, life path 11: a master pinnacle, and the age from the 2 of 11', () => {
    // month 11, day 29 -> 11, year 1987 -> 25 -> 7 (masters kept)
    // pinnacles: 11 + 11 = 22, kept; 11 + 7 = 18 -> 9; 22 + 9 = 31 -> 4; 11 + 7 = 18 -> 9
    // challenges take one digit: 11 -> 2, so |2 - 2| = 0; |2 - 7| = 5; |0 - 5| = 5; |2 - 7| = 5
    // ages: life path 11 counts as 1 + 1 = 2, so the first ends at 36 - 2 = 34
    const periods = periodsOf('1987-11-29')
    expect(periods).toMatchObject({ pinnacles: [22, 9, 4, 9], challenges: [0, 5, 5, 5] })
    expect(periods.ages).toEqual([
      [0, 34],
      [35, 43],
      [44, 52],
      [53, null],
    ])
  })

  it('born 1980-03-16, life path 1', () => {
    // month 3, day 16 -> 7, year 1980 -> 18 -> 9
    // pinnacles: 3 + 7 = 10 -> 1; 7 + 9 = 16 -> 7; 1 + 7 = 8; 3 + 9 = 12 -> 3
    // challenges: |3 - 7| = 4; |7 - 9| = 2; |4 - 2| = 2; |3 - 9| = 6
    // ages: the first ends at 36 - 1 = 35
    const periods = periodsOf('1980-03-16')
    expect(periods).toMatchObject({ pinnacles: [1, 7, 8, 3], challenges: [4, 2, 2, 6] })
    expect(periods.ages[0]).toEqual([0, 35])
  })

  it('born 1993-04-07, life path 33: a year of 22 and pinnacles of 33 and 11', () => {
    // month 4, day 7, year 1993 -> 22, kept
    // pinnacles: 4 + 7 = 11, kept; 7 + 22 = 29 -> 11, kept; 11 + 11 = 22, kept; 4 + 22 = 26 -> 8
    // challenges: 22 -> 4: |4 - 7| = 3; |7 - 4| = 3; |3 - 3| = 0; |4 - 4| = 0
    // ages: life path 33 counts as 6, so the first ends at 30
    const periods = periodsOf('1993-04-07')
    expect(periods).toMatchObject({ pinnacles: [11, 11, 22, 8], challenges: [3, 3, 0, 0] })
    expect(periods.ages[0]).toEqual([0, 30])
  })

  it('a challenge of 8 from the widest digits: born 1981-09-01', () => {
    // month 9, day 1, year 1981 -> 19 -> 10 -> 1: |9 - 1| = 8; |1 - 1| = 0; 8; |9 - 1| = 8
    expect(periodsOf('1981-09-01').challenges).toEqual([8, 0, 8, 8])
  })

  it('the first period ends between 27 and 35, a master life path counting as its digit', () => {
    const firstEnds = ([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33] as const).map(
      (lifePath) => pinnacleSpans(lifePath)[0]!.toAge,
    )
    expect(firstEnds).toEqual([35, 34, 33, 32, 31, 30, 29, 28, 27, 34, 32, 30])
  })

  it('every date from 1900 to 2030: the first period ends in a personal year 9', () => {
    const wrong: string[] = []
    for (let day = Date.UTC(1900, 0, 1); day <= Date.UTC(2030, 11, 31); day += 86_400_000 * 3) {
      const dateOfBirth = new Date(day).toISOString().slice(0, 10)
      const birth = parseCalendarDate(dateOfBirth)
      const { lifePath } = computeNumerologyProfile({
        fullName: 'Noa',
        dateOfBirth,
        currentYear: 1,
      }).numbers
      const { challenges } = pinnaclesAndChallenges(birth, lifePath)
      const firstEnd = pinnacleSpans(lifePath)[0]!.toAge!
      const inRange = challenges.every(({ number }) => number >= 0 && number <= 8)
      if (personalYearNumber(birth, birth.year + firstEnd) !== 9 || !inRange)
        wrong.push(dateOfBirth)
    }
    expect(wrong).toEqual([])
  })
})
