import { recordEvent } from '@shop/core'
import { typedSql } from '@shop/db'
import {
  events,
  he,
  mapTextInput,
  numerologyAspects,
  numerologyInterpretations,
  type MapTextEntry,
} from '@shop/domain'
import { Hono } from 'hono'
import { sql } from 'kysely'
import type { AuthEnv } from '../../auth/auth-middleware.ts'
import type { AppDeps } from '../../context.ts'
import { AppError } from '../../http/app-error.ts'
import { ok } from '../../http/envelope.ts'
import { iso } from '../../http/serialize.ts'
import { validate } from '../../http/validate.ts'

/**
 * The interpretation texts drafts print; a change applies to drafts made afterwards and to the
 * sample map.
 */
export function adminMapTextRoutes({ orm }: AppDeps) {
  return new Hono<AuthEnv>()
    .get('/', async (c) => {
      const rows = await typedSql(orm.em.fork())
        .selectFrom('map_texts')
        .select(['aspect', 'number', 'heading', 'text', 'updated_at'])
        .orderBy('aspect')
        .orderBy('number')
        .execute()
      const aspects = numerologyAspects.map((aspect) => ({
        aspect,
        title: numerologyInterpretations[aspect].title,
        texts: rows
          .filter((row) => row.aspect === aspect)
          .map((row) => ({ ...row, updated_at: iso(row.updated_at) }) satisfies MapTextEntry),
      }))
      return ok<'GET /api/admin/map-texts'>(c, { aspects })
    })
    .put('/', validate('json', mapTextInput), async (c) => {
      const { aspect, number, heading, text } = c.req.valid('json')
      const row = await orm.em.fork().transactional(async (tx) => {
        const saved = await typedSql(tx)
          .updateTable('map_texts')
          .set({ heading, text, updated_at: sql`now()` })
          .where('aspect', '=', aspect)
          .where('number', '=', number)
          .returning(['aspect', 'number', 'heading', 'text', 'updated_at'])
          .executeTakeFirst()
        // The sample map is typeset again with it, so a visitor sees what a buyer gets.
        if (saved) {
          await recordEvent(tx, events.mapTextSaved, {
            aspect,
            number,
            savedAt: new Date(saved.updated_at).toISOString(),
          })
        }
        return saved
      })
      if (!row) throw new AppError('notFound', he.maps.admin.textNotFound)
      return ok<'PUT /api/admin/map-texts'>(c, { ...row, updated_at: iso(row.updated_at) })
    })
}
