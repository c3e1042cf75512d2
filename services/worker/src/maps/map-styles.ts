/**
 * The map's print design: A4, Heebo, the shop's deep violet and gold. The cover is a page of its
 * own without margins, running head or page number (a named page); every other page keeps print
 * margins with both (map-html.ts writes them), a number's section never splits across pages, and
 * no heading ends a page.
 */
export const mapStyles = `
@page { size: A4; margin: 18mm 17mm 20mm;
  @top-center { font-family: 'Heebo', sans-serif; font-size: 8.5pt; color: #6b6180; vertical-align: bottom; padding-bottom: 4mm; }
  @bottom-center { font-family: 'Heebo', sans-serif; font-size: 8.5pt; color: #6b6180; vertical-align: top; padding-top: 5mm; }
}
@page cover { margin: 0; @top-center { content: none; } @bottom-center { content: none; } }
:root { --ink: #2b2140; --violet: #4b2a7b; --gold: #b8892b; --paper: #fbf8f3; --muted: #6b6180; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font-family: 'Heebo', sans-serif; color: var(--ink); font-size: 11pt; line-height: 1.65; }
h1, h2, h3 { margin: 0; line-height: 1.25; break-after: avoid-page; }
p { margin: 0 0 0.6em; orphans: 3; widows: 3; }

.cover { page: cover; height: 297mm; padding: 16mm; background: linear-gradient(160deg, #3a1f63 0%, #5b3590 55%, #7a4fa8 100%); color: #fff; }
.cover-frame { height: 100%; border: 1.5pt solid rgba(232, 200, 120, 0.7); border-radius: 6mm; padding: 22mm 16mm 14mm; display: flex; flex-direction: column; align-items: center; text-align: center; }
.kicker { letter-spacing: 0.12em; color: #e8c878; font-size: 12pt; margin-bottom: 14mm; }
.cover h1 { font-size: 40pt; font-weight: 700; overflow-wrap: anywhere; }
.cover-title { display: block; font-size: 16pt; font-weight: 300; margin-bottom: 5mm; color: #efe6ff; }
.dates { display: flex; gap: 8mm; margin-top: 14mm; }
.dates div { border: 1pt solid rgba(255, 255, 255, 0.35); border-radius: 3mm; padding: 3mm 7mm; min-width: 52mm; }
.dates span { display: block; font-size: 9.5pt; color: #e8c878; }
.dates strong { font-size: 14pt; font-weight: 400; }
.glance-title { margin-top: auto; font-size: 13pt; font-weight: 400; color: #e8c878; }
.glance { list-style: none; padding: 0; margin: 6mm 0 10mm; display: grid; grid-template-columns: repeat(3, 46mm); gap: 5mm 8mm; }
.glance li { display: flex; flex-direction: column; align-items: center; }
.glance-number { width: 17mm; height: 17mm; border-radius: 50%; border: 1.5pt solid #e8c878; display: flex; align-items: center; justify-content: center; font-size: 18pt; font-weight: 700; }
.glance-label { margin-top: 2mm; font-size: 10pt; color: #efe6ff; }
.cover-shop { margin: 0; font-size: 10.5pt; color: #efe6ff; }

.contents { break-after: page; padding-top: 2mm; }
.contents h2 { font-size: 20pt; color: var(--violet); border-bottom: 1.5pt solid var(--gold); padding-bottom: 2.5mm; margin-bottom: 3mm; }
.contents ol { list-style: none; margin: 0; padding: 0; }
.contents li { padding: 1.2mm 0; font-size: 11.5pt; border-bottom: 0.5pt dotted #cfc4dd; }
.contents a { display: flex; align-items: baseline; gap: 3mm; color: inherit; text-decoration: none; }
.contents-title { flex: 1; }
.contents-page { font-variant-numeric: tabular-nums; color: var(--violet); font-weight: 700; }

.aspect, .readings { break-before: page; }
.aspect-head { display: flex; align-items: center; gap: 6mm; margin-bottom: 5mm; border-bottom: 1.5pt solid var(--gold); padding-bottom: 4mm; }
.badge { flex: none; width: 22mm; height: 22mm; border-radius: 50%; background: var(--violet); color: #fff; display: flex; align-items: center; justify-content: center; border: 2pt solid #e8c878; }
.badge span { font-size: 22pt; font-weight: 700; }
.aspect h2, .readings h2 { font-size: 20pt; color: var(--violet); }
.readings h2 { border-bottom: 1.5pt solid var(--gold); padding-bottom: 4mm; margin-bottom: 5mm; }
.subtitle { color: var(--gold); font-size: 10.5pt; margin: 1mm 0 0; }
.explanation { color: var(--muted); font-size: 10pt; margin: 0 0 6mm; }
.aspect h3, .reading h3, .years-ahead h3 { font-size: 13pt; color: var(--gold); margin: 5mm 0 2mm; }
.reading { margin-bottom: 3mm; }
.reading-number { display: inline-flex; align-items: center; justify-content: center; min-width: 9mm; height: 9mm; padding: 0 1.5mm; border-radius: 4.5mm; background: var(--violet); color: #fff; font-size: 11pt; margin-inline-end: 2mm; }
.caption { color: var(--violet); font-size: 10pt; font-weight: 500; margin: -1mm 0 2mm; }
.none { background: var(--paper); border-radius: 3mm; padding: 5mm 7mm; }
.chart { display: block; margin: 2mm auto 6mm; font-family: 'Heebo', sans-serif; break-inside: avoid; }
.years-ahead { break-inside: avoid; margin-top: 8mm; }
.years-ahead table { width: 100%; border-collapse: collapse; font-size: 10.5pt; }
.years-ahead th { text-align: start; color: var(--muted); font-weight: 500; border-bottom: 1pt solid var(--gold); padding: 1.5mm 2mm; }
.years-ahead td { padding: 1.6mm 2mm; border-bottom: 0.5pt solid #e6def0; }
.year-number { font-weight: 700; color: var(--violet); font-variant-numeric: tabular-nums; }

.dedication { break-inside: avoid; background: var(--paper); border: 1pt solid #eadfca; border-radius: 4mm; padding: 6mm 10mm; margin-bottom: 6mm; text-align: center; }
.dedication h2 { font-size: 15pt; color: var(--gold); margin-bottom: 4mm; }
.dedication blockquote { margin: 0; font-size: 13pt; font-weight: 300; }
.signature { margin: 4mm 0 0; color: var(--violet); font-weight: 700; }

.note { break-inside: avoid; border-inline-start: 3pt solid var(--gold); background: var(--paper); padding: 5mm 8mm; margin-bottom: 6mm; }
.note h2 { font-size: 15pt; color: var(--violet); margin-bottom: 3mm; }

.closing { break-before: page; padding-top: 60mm; text-align: center; }
.closing h2 { font-size: 22pt; color: var(--violet); margin-bottom: 5mm; }
.closing > p { max-width: 130mm; margin-inline: auto; }
.closing-shop { margin-top: 14mm !important; font-size: 15pt; font-weight: 700; color: var(--gold); }
.closing dl { margin: 6mm auto 0; display: inline-grid; gap: 2mm; }
.closing dl div { display: flex; gap: 4mm; justify-content: center; }
.closing dt { color: var(--muted); }
.closing dd { margin: 0; }
`
