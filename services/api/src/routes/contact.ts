import { contactSchema, events } from '@shop/domain'
import { recordEvent } from '@shop/core'
import { Hono } from 'hono'
import { randomUUID } from 'node:crypto'
import type { AppDeps } from '../context.ts'
import { ok } from '../http/envelope.ts'
import { rateLimit } from '../http/rate-limit.ts'
import { validate } from '../http/validate.ts'

/** The contact form: stored, then e-mailed to the managers and acknowledged by a worker. */
export function contactRoutes(deps: AppDeps) {
  return new Hono().post(
    '/',
    rateLimit('contact', deps),
    validate('json', contactSchema),
    async (c) => {
      const message = c.req.valid('json')
      await deps.orm.em.fork().transactional(async (tx) => {
        const id = randomUUID()
        await tx.execute(
          `insert into contact_messages (id, name, email, phone, message, created_at)
         values (?, ?, ?, ?, ?, now())`,
          [id, message.name, message.email, message.phone ?? null, message.message],
        )
        await recordEvent(tx, events.contactReceived, { contactMessageId: id })
      })
      return ok(c, {}, 201)
    },
  )
}
