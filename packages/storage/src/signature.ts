import { createHmac, timingSafeEqual } from 'node:crypto'

/** The purpose is part of the key, so a signature made for one kind of link fits no other. */
export function sign(purpose: string, payload: string, secret: string): string {
  return createHmac('sha256', `${purpose}:${secret}`).update(payload).digest('base64url')
}

export function signatureMatches(
  purpose: string,
  payload: string,
  signature: string,
  secret: string,
): boolean {
  const expected = Buffer.from(sign(purpose, payload, secret))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
