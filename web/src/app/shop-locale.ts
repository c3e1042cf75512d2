/** The one locale the shop is written in, and its direction (see web/build/known-locale-direction.ts). */
export const shopLocale = { tag: 'he-IL', dir: 'rtl' } as const
