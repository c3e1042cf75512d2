/**
 * 128 random bits as hex. crypto.randomUUID exists only in secure contexts, and the shop may be
 * opened over plain HTTP on a local network; getRandomValues works everywhere.
 */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
