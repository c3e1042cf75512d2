/**
 * How the shop runs Debian's Chromium, wherever it does (map drafts, browser tests, Lighthouse):
 * as an unprivileged user in a container without a GPU, never reaching out to Google's services.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
