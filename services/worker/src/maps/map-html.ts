import {
  escapeMarkup,
  formatDate,
  he,
  numerologyInterpretations,
  profileAspects,
  type NumerologyMap,
} from '@shop/domain'
import { heeboFontFaces } from './map-fonts.ts'
import { name, paragraphs } from './map-markup.ts'
import { mapSections, type MapSection, type MapTexts } from './map-sections.ts'
import { mapStyles } from './map-styles.ts'

export type { MapTexts } from './map-sections.ts'

export interface MapDocument {
  subjectName: string
  /** Gregorian, ISO 'YYYY-MM-DD'. */
  dateOfBirth: string
  map: NumerologyMap
  texts: MapTexts
  personalNote: string | null
  gift: { message: string | null; from: string | null } | null
  shop: { name: string; email: string; phone: string; url: string }
}

const m = he.maps.document

/**
 * A CSS string of any text: every character but letters, digits and spaces as a code point
 * escape, so a name can neither end the string nor the style element.
 */
const cssString = (value: string) =>
  `"${[...value]
    .map((character) =>
      /[\p{L}\p{N} ]/u.test(character) ? character : `\\${character.codePointAt(0)!.toString(16)} `,
    )
    .join('')}"`

/** The running head and the page numbers, on every page but the cover's. */
function pageBoxes(document: MapDocument): string {
  const [before, between, after] = m.pageNumber('\0', '\0').split('\0')
  return `@page {
  @top-center { content: ${cssString(m.documentTitle(document.subjectName))}; }
  @bottom-center { content: ${cssString(before!)} counter(page) ${cssString(between!)} counter(pages) ${cssString(after!)}; }
}`
}

function cover(document: MapDocument): string {
  const { profile } = document.map
  const dates = [
    [m.gregorianBirthDate, formatDate(document.dateOfBirth)],
    ...(profile.hebrewBirthDate ? [[m.hebrewBirthDate, profile.hebrewBirthDate]] : []),
  ]
  return `<section class="cover">
    <div class="cover-frame">
      <p class="kicker">${m.coverKicker}</p>
      <p class="cover-title">${m.coverTitle}</p>
      <h1>${name(document.subjectName)}</h1>
      <div class="dates">${dates
        .map(
          ([label, value]) =>
            `<div><span>${label}</span><strong>${escapeMarkup(value!)}</strong></div>`,
        )
        .join('')}</div>
      <h2 class="glance-title">${m.numbersTitle}</h2>
      <ol class="glance">${profileAspects
        .map(
          (aspect) => `<li><span class="glance-number">${profile.numbers[aspect] ?? '–'}</span>
            <span class="glance-label">${numerologyInterpretations[aspect].title}</span></li>`,
        )
        .join('')}</ol>
      <p class="cover-shop">${escapeMarkup(document.shop.name)}</p>
    </div>
  </section>`
}

/**
 * The contents: every section after the cover, linked to it. The pages are unknown until the
 * document is laid out; two digits hold their place, as wide as the numbers written into them
 * afterwards (typesetMap), so the layout stays as it was.
 */
function contents(sections: MapSection[]): string {
  return `<section class="contents">
    <h2>${m.contentsTitle}</h2>
    <ol>${sections
      .map(
        ({ id, title }) =>
          `<li><a href="#${id}"><span class="contents-title">${title}</span><span class="contents-page">00</span></a></li>`,
      )
      .join('')}</ol>
  </section>`
}

function gift(document: MapDocument): string {
  if (!document.gift) return ''
  const { message, from } = document.gift
  if (!message && !from) return ''
  return `<section class="dedication">
    <h2>${m.giftTitle}</h2>
    ${message ? `<blockquote>${paragraphs(message)}</blockquote>` : ''}
    ${from ? `<p class="signature">${m.giftFrom(escapeMarkup(from))}</p>` : ''}
  </section>`
}

function personalNote(document: MapDocument): string {
  if (!document.personalNote?.trim()) return ''
  return `<section class="note"><h2>${m.personalNoteTitle}</h2>${paragraphs(document.personalNote)}</section>`
}

function closing({ shop }: MapDocument): string {
  const rows = [
    [m.contactEmail, shop.email],
    [m.contactPhone, shop.phone],
    [m.contactSite, shop.url],
  ]
  return `<section class="closing">
    <h2>${m.closingTitle}</h2>
    <p>${m.closingText}</p>
    <p class="closing-shop">${escapeMarkup(shop.name)}</p>
    <dl>${rows.map(([label, value]) => `<div><dt>${label}</dt><dd dir="ltr">${escapeMarkup(value!)}</dd></div>`).join('')}</dl>
  </section>`
}

/**
 * The map as one self-contained HTML document, right to left, for Chromium to print: cover;
 * dedication (gifts), the manager's note and the contents on one page; each section on pages of
 * its own; the shop on the last page. The note opens the map: a personal word reads as an
 * opening, and on a page of its own it was a page nearly blank.
 * The buyer's comments are for the managers and never printed. Answers the ids of the sections
 * too, in the contents' order.
 */
export function mapHtml(document: MapDocument): { html: string; sectionIds: string[] } {
  const sections = mapSections(document.map, document.texts)
  const html = `<!doctype html>
<html lang="he" dir="rtl">
<head>
<meta charset="utf-8">
<title>${escapeMarkup(m.documentTitle(document.subjectName))}</title>
<style>${heeboFontFaces()}${mapStyles}${pageBoxes(document)}</style>
</head>
<body>
${cover(document)}
<main>
${gift(document)}
${personalNote(document)}
${contents(sections)}
${sections.map(({ html }) => html).join('\n')}
</main>
${closing(document)}
</body>
</html>`
  return { html, sectionIds: sections.map(({ id }) => id) }
}
