import { he } from '@shop/domain'
import type { Context } from 'hono'
import { linkPage } from './link-page.ts'

const m = he.gift.linkPage

export type LinkKind = 'gift' | 'own'
/** `removed`: a link we signed to a map no longer kept (its account was erased). */
export type LinkProblem = 'expired' | 'invalid' | 'removed'

const titles: Record<LinkKind, Record<LinkProblem, string>> = {
  gift: { expired: m.expiredGiftTitle, invalid: m.invalidGiftTitle, removed: m.removedGiftTitle },
  own: { expired: m.expiredOwnTitle, invalid: m.invalidOwnTitle, removed: m.removedOwnTitle },
}

const texts: Record<LinkProblem, string> = {
  expired: m.expiredText,
  invalid: m.invalidText,
  removed: m.removedText,
}

/**
 * What a person who opened an e-mailed download link sees when it no longer works, with the way
 * to a new one where one can be had (the strings are the catalogue's, no input is echoed).
 */
export function linkProblemPage(kind: LinkKind, problem: LinkProblem) {
  if (problem === 'removed') {
    return linkPage({
      title: titles[kind][problem],
      paragraphs: [texts[problem]],
      buttons: [{ href: '/', label: m.home, primary: true }],
    })
  }
  return linkPage({
    title: titles[kind][problem],
    paragraphs: [texts[problem], kind === 'gift' ? m.giftAsk : m.ownAsk],
    buttons:
      kind === 'gift'
        ? [
            { href: '/contact', label: m.askForLink, primary: true },
            { href: '/', label: m.home, primary: false },
          ]
        : [
            { href: '/my-orders', label: m.myOrders, primary: true },
            { href: '/contact', label: m.askForLink, primary: false },
          ],
  })
}

/** The answer to a link that no longer works: 404 for an invalid one, 410 (gone) for others. */
export function answerLinkProblem(c: Context, kind: LinkKind, problem: LinkProblem) {
  c.header('Cache-Control', 'no-store')
  return c.html(linkProblemPage(kind, problem), problem === 'invalid' ? 404 : 410)
}
