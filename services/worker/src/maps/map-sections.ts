import {
  escapeMarkup,
  he,
  numerologyInterpretations,
  profileAspects,
  type AgeSpan,
  type NumberInterpretation,
  type NumerologyAspect,
  type NumerologyMap,
} from '@shop/domain'
import { inclusionGridSvg, lifeTimelineSvg } from './map-charts.ts'
import { paragraphs } from './map-markup.ts'

/** The managers' texts, by aspect and value, as stored in map_texts. */
export type MapTexts = Partial<
  Record<NumerologyAspect, Partial<Record<number, NumberInterpretation>>>
>

/**
 * One section of the map: its heading (also its line in the contents), its element's id (the
 * contents link to it) and its markup.
 */
export interface MapSection {
  id: string
  title: string
  html: string
}

const m = he.maps.document

const textOf = (texts: MapTexts, aspect: NumerologyAspect, value: number) =>
  texts[aspect]?.[value] ?? null

/** A number of the person's own, with what the aspect measures and what this number says. */
function numberSection(
  texts: MapTexts,
  aspect: NumerologyAspect,
  number: number | null,
  extra = { subtitle: '', after: '' },
): MapSection {
  const { title, explanation } = numerologyInterpretations[aspect]
  const text = number === null ? null : textOf(texts, aspect, number)
  return {
    id: aspect,
    title,
    html: `<section class="aspect" id="${aspect}">
    <div class="aspect-head">
      <div class="badge"><span>${number ?? '–'}</span></div>
      <div><h2>${title}</h2>${extra.subtitle}</div>
    </div>
    <p class="explanation">${explanation}</p>
    ${
      text
        ? `<h3>${escapeMarkup(text.heading)}</h3>${paragraphs(text.text)}`
        : `<h3>${m.noNumber}</h3><p>${m.noNumberText}</p>`
    }${extra.after}
  </section>`,
  }
}

interface Reading {
  value: number
  /** What stands above the text: the stage's ages, where a debt was found. */
  caption?: string
}

/** A section that reads several values of one aspect, each with its text, after a chart. */
function readingsSection(
  texts: MapTexts,
  aspect: NumerologyAspect,
  readings: Reading[],
  { chart = '', empty = '' },
): MapSection {
  const { title, explanation } = numerologyInterpretations[aspect]
  const body = readings.map(({ value, caption }) => {
    const text = textOf(texts, aspect, value)
    return `<article class="reading">
      <h3><span class="reading-number">${value}</span> ${text ? escapeMarkup(text.heading) : ''}</h3>
      ${caption ? `<p class="caption">${caption}</p>` : ''}
      ${text ? paragraphs(text.text) : ''}
    </article>`
  })
  return {
    id: aspect,
    title,
    html: `<section class="readings" id="${aspect}">
    <h2>${title}</h2>
    <p class="explanation">${explanation}</p>
    ${chart}
    ${body.length > 0 ? body.join('') : `<p class="none">${empty}</p>`}
  </section>`,
  }
}

const ages = (span: AgeSpan) => m.ages(span.fromAge, span.toAge)

function personalYears(texts: MapTexts, map: NumerologyMap): string {
  const rows = map.personalYears.ahead.map(
    ({ year, number }) =>
      `<tr><td>${year}</td><td class="year-number">${number}</td><td>${escapeMarkup(textOf(texts, 'personalYear', number)?.heading ?? '')}</td></tr>`,
  )
  return `<div class="years-ahead">
    <h3>${m.yearsAheadTitle}</h3>
    <p>${m.yearsAheadIntro}</p>
    <table>
      <thead><tr><th>${m.yearColumn}</th><th>${m.numberColumn}</th><th>${m.themeColumn}</th></tr></thead>
      <tbody>${rows.join('')}</tbody>
    </table>
  </div>`
}

/**
 * Every section the map explains, in the order it prints them: the person's own numbers, the
 * name's letters, the stages of life, and the year ahead.
 */
export function mapSections(map: NumerologyMap, texts: MapTexts): MapSection[] {
  const { numbers } = map.profile
  const stages = map.pinnacles.map((pinnacle, index) => ({
    ...pinnacle,
    caption: `${m.stage(index)}, ${ages(pinnacle)}`,
  }))
  const timeline = lifeTimelineSvg(
    [
      {
        label: m.charts.pinnacles,
        spans: map.pinnacles.map((span) => ({ ...span, caption: m.charts.pinnacle(span.number) })),
      },
      {
        label: m.charts.challenges,
        spans: map.challenges.map((span) => ({
          ...span,
          caption: m.charts.challenge(span.number),
        })),
      },
    ],
    map.ageToday,
  )
  const debtPlaces = (foundIn: readonly NumerologyAspect[]) =>
    m.foundIn(foundIn.map((aspect) => numerologyInterpretations[aspect].title))
  return [
    ...profileAspects
      .filter((aspect) => aspect !== 'personalYear')
      .map((aspect) => numberSection(texts, aspect, numbers[aspect])),
    numberSection(texts, 'maturity', map.maturity),
    readingsSection(
      texts,
      'inclusion',
      map.inclusion.strongNumbers.map((value) => ({ value })),
      { chart: inclusionGridSvg(map.inclusion), empty: m.noStrongNumbers },
    ),
    readingsSection(
      texts,
      'karmicLesson',
      map.inclusion.karmicLessons.map((value) => ({ value })),
      { empty: m.noKarmicLessons },
    ),
    readingsSection(
      texts,
      'karmicDebt',
      map.karmicDebts.map(({ number, foundIn }) => ({
        value: number,
        caption: debtPlaces(foundIn),
      })),
      { empty: m.noKarmicDebts },
    ),
    readingsSection(
      texts,
      'pinnacle',
      stages.map(({ number, caption }) => ({ value: number, caption })),
      { chart: timeline },
    ),
    readingsSection(
      texts,
      'challenge',
      map.challenges.map((challenge, index) => ({
        value: challenge.number,
        caption: stages[index]!.caption,
      })),
      {},
    ),
    readingsSection(
      texts,
      'lifeCycle',
      map.lifeCycles.map((cycle, index) => ({
        value: cycle.number,
        caption: `${m.cycle(index)}, ${ages(cycle)}`,
      })),
      {
        chart: lifeTimelineSvg(
          [
            {
              label: m.charts.cycles,
              spans: map.lifeCycles.map((span) => ({
                ...span,
                caption: m.charts.cycle(span.number),
              })),
            },
          ],
          map.ageToday,
        ),
      },
    ),
    numberSection(texts, 'personalYear', numbers.personalYear, {
      subtitle: `<p class="subtitle">${m.personalYearOf(map.profile.personalYearOf)}</p>`,
      after: personalYears(texts, map),
    }),
  ]
}
