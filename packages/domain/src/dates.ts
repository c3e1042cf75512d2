/** The shop's clock is Israel's, whatever the server's time zone. */
export const shopTimeZone = 'Asia/Jerusalem'

export function formatDate(value: Date | string): string {
  return new Intl.DateTimeFormat('he-IL', { dateStyle: 'short', timeZone: shopTimeZone }).format(
    new Date(value),
  )
}

export function formatDateTime(value: Date | string): string {
  return new Intl.DateTimeFormat('he-IL', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: shopTimeZone,
  }).format(new Date(value))
}
