/** The one locale the shop is written in. */
export const shopLocale = { tag: 'he-IL' } as const
