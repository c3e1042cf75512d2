/** Strings of the public site: header, footer, home, legal pages, 404. */
export const siteMessages = {
  shopName: 'מפה נומרולוגית',
} as const
