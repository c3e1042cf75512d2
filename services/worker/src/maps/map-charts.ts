import { escapeMarkup, he, type AgeSpan, type InclusionChart } from '@shop/domain'

const m = he.maps.document.charts

/**
 * The charts are drawn in millimetres, the unit of the page they are printed on, a little narrower
 * than its text so that the labels at either end fit.
 */
const contentWidth = 166

/**
 * The inclusion chart: how many letters of the name fall on each number, in rows 1-2-3, 4-5-6,
 * 7-8-9 read from the right. A strong number is filled gold, a missing one (a karmic lesson)
 * drawn dashed.
 */
export function inclusionGridSvg(chart: InclusionChart): string {
  const cell = 26
  const gap = 3
  const size = 3 * cell + 2 * gap
  const cells = chart.grid.flatMap((row, rowIndex) =>
    row.map(({ number, count }, columnIndex) => {
      // Right to left: the first of each row stands on the right.
      const x = (2 - columnIndex) * (cell + gap)
      const y = rowIndex * (cell + gap)
      const strong = chart.strongNumbers.includes(number)
      const missing = count === 0
      const fill = strong ? '#f3e3bb' : missing ? '#ffffff' : '#f6f1fb'
      const stroke = strong ? '#b8892b' : missing ? '#9d93ad' : '#cbbde0'
      const note = strong ? m.strong : missing ? m.missing : ''
      return `<g>
        <rect x="${x}" y="${y}" width="${cell}" height="${cell}" rx="2.5" fill="${fill}" stroke="${stroke}" stroke-width="0.5"${missing ? ' stroke-dasharray="1.6 1.2"' : ''}/>
        <text x="${x + cell - 3}" y="${y + 6}" font-size="4.2" fill="#6b6180" text-anchor="end">${number}</text>
        <text x="${x + cell / 2}" y="${y + cell / 2 + 4}" font-size="12" font-weight="700" fill="${missing ? '#9d93ad' : '#4b2a7b'}" text-anchor="middle">${count}</text>
        ${note ? `<text x="${x + cell / 2}" y="${y + cell - 3.5}" font-size="3.6" fill="#6b6180" text-anchor="middle" direction="rtl">${note}</text>` : ''}
      </g>`
    }),
  )
  const label = m.inclusionLabel(
    chart.grid.flat().map(({ number, count }) => m.inclusionCell(number, count)),
  )
  return `<svg class="chart inclusion-chart" role="img" aria-label="${escapeMarkup(label)}" viewBox="-1 -1 ${size + 2} ${size + 2}" width="${size + 2}mm" height="${size + 2}mm">${cells.join('')}</svg>`
}

export interface TimelineBand {
  label: string
  spans: (AgeSpan & { caption: string })[]
}

const bandColours = ['#4b2a7b', '#7a4fa8', '#a27cc9', '#c9b2e3']

/**
 * The stages of a life as bands on one axis of age, birth on the right, with today marked: the
 * pinnacles over the challenges, or the three cycles. The last stage, open, runs to the end of
 * the axis, which reaches some years past both today and its start.
 */
export function lifeTimelineSvg(bands: TimelineBand[], ageToday: number): string {
  const lastStart = Math.max(...bands.flatMap((band) => band.spans.map((span) => span.fromAge)))
  const end = Math.max(lastStart + 18, ageToday + 6)
  const x = (age: number) => contentWidth - (Math.min(age, end) / end) * contentWidth
  const bandHeight = 11
  const top = 9
  const rows = bands.map((band, bandIndex) => {
    const y = top + bandIndex * (bandHeight + 7)
    const spans = band.spans.map((span, index) => {
      const right = x(span.fromAge)
      const left = x(span.toAge === null ? end : span.toAge + 1)
      const colour = bandColours[index % bandColours.length]!
      const ink = index >= 2 ? '#2b2140' : '#ffffff'
      return `<rect x="${left}" y="${y}" width="${right - left - 0.6}" height="${bandHeight}" rx="1.5" fill="${colour}"/>
        <text x="${(left + right) / 2}" y="${y + bandHeight / 2 + 1.5}" font-size="4" fill="${ink}" text-anchor="middle" direction="rtl">${escapeMarkup(span.caption)}</text>`
    })
    return `<text x="${contentWidth}" y="${y - 1.8}" font-size="3.6" fill="#6b6180" text-anchor="end" direction="rtl">${escapeMarkup(band.label)}</text>${spans.join('')}`
  })
  const axisY = top + bands.length * (bandHeight + 7) - 2
  const ages = [...new Set(bands.flatMap((band) => band.spans.map((span) => span.fromAge)))]
  const ticks = ages.map(
    (age) =>
      `<line x1="${x(age)}" x2="${x(age)}" y1="${axisY - 1.5}" y2="${axisY + 1.5}" stroke="#6b6180" stroke-width="0.3"/>
      <text x="${x(age)}" y="${axisY + 5.5}" font-size="3.4" fill="#6b6180" text-anchor="middle">${age}</text>`,
  )
  const today = x(ageToday)
  const height = axisY + 13
  const label = bands
    .map((band) => `${band.label}: ${band.spans.map((span) => span.caption).join(', ')}`)
    .join('. ')
  return `<svg class="chart timeline" role="img" aria-label="${escapeMarkup(`${label}. ${m.todayAt(ageToday)}`)}" viewBox="-4 0 ${contentWidth + 8} ${height}" width="${contentWidth + 8}mm" height="${height}mm">
    ${rows.join('')}
    <line x1="0" x2="${contentWidth}" y1="${axisY}" y2="${axisY}" stroke="#6b6180" stroke-width="0.3"/>
    ${ticks.join('')}
    <line x1="${today}" x2="${today}" y1="${top - 4}" y2="${axisY + 1.5}" stroke="#b8892b" stroke-width="0.7" stroke-dasharray="1.5 1"/>
    <text x="${today}" y="${axisY + 10.5}" font-size="3.8" font-weight="700" fill="#b8892b" text-anchor="middle" direction="rtl">${escapeMarkup(m.todayAt(ageToday))}</text>
  </svg>`
}
