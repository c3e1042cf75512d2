import { siteMessages } from '@shop/domain'

const { hero } = siteMessages.home

/** What each baseline page shows: the shop's own hero heading, text and first button. */
export const pageText = { heading: hero.title, paragraph: hero.text, button: hero.startNow }
