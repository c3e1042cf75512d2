/** The shop's clock is Israel's, whatever the server's time zone. */
export const shopTimeZone = 'Asia/Jerusalem'

// Building an Intl formatter costs far more than formatting with one, and tables format a date
// per row: each format is built once.
const dateFormat = new Intl.DateTimeFormat('he-IL', { dateStyle: 'short', timeZone: shopTimeZone })
const dateTimeFormat = new Intl.DateTimeFormat('he-IL', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: shopTimeZone,
})
const shortDateTimeFormat = new Intl.DateTimeFormat('he-IL', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: shopTimeZone,
})

/** "17.5.2026" on the shop's clock. */
export function formatDate(value: Date | string): string {
  return dateFormat.format(new Date(value))
}

/** The long form e-mails use: "יום ראשון, 17 במאי 2026 בשעה 14:05". */
export function formatDateTime(value: Date | string): string {
  return dateTimeFormat.format(new Date(value))
}

/** Date and time compact enough for a table cell: "17.5.2026, 14:05". */
export function formatShortDateTime(value: Date | string): string {
  return shortDateTimeFormat.format(new Date(value))
}
