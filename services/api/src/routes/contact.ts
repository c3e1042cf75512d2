import { typedSql } from '@shop/db'
import { contactSchema, events } from '@shop/domain'
import { recordEvent } from '@shop/core'
import { Hono } from 'hono'
import { sql } from 'kysely'
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
        await typedSql(tx)
          .insertInto('contact_messages')
          .values({
            id,
            name: message.name,
            email: message.email,
            phone: message.phone ?? null,
            message: message.message,
            created_at: sql`now()`,
          })
          .execute()
        await recordEvent(tx, events.contactReceived, { contactMessageId: id })
      })
      return ok<'POST /api/contact'>(c, {}, 201)
    },
  )
}
