import { recordEvent } from '@shop/core'
import {
  events,
  he,
  mapTextInput,
  numerologyAspects,
  numerologyInterpretations,
  type MapTextEntry,
} from '@shop/domain'
import { Hono } from 'hono'
import type { AuthEnv } from '../../auth/auth-middleware.ts'
import type { AppDeps } from '../../context.ts'
import { AppError } from '../../http/app-error.ts'
import { ok } from '../../http/envelope.ts'
import { withIsoDates } from '../../http/serialize.ts'
import { validate } from '../../http/validate.ts'

/**
 * The interpretation texts drafts print; a change applies to drafts made afterwards and to the
 * sample map.
 */
export function adminMapTextRoutes({ orm }: AppDeps) {
  return new Hono<AuthEnv>()
    .get('/', async (c) => {
      const rows = await orm.em
        .fork()
        .execute<MapTextEntry[]>(
          `select aspect, number, heading, text, updated_at from map_texts order by aspect, number`,
        )
      const aspects = numerologyAspects.map((aspect) => ({
        aspect,
        title: numerologyInterpretations[aspect].title,
        texts: rows
          .filter((row) => row.aspect === aspect)
          .map((row) => withIsoDates(row, ['updated_at'])),
      }))
      return ok<'GET /api/admin/map-texts'>(c, { aspects })
    })
    .put('/', validate('json', mapTextInput), async (c) => {
      const { aspect, number, heading, text } = c.req.valid('json')
      const row = await orm.em.fork().transactional(async (tx) => {
        const [saved] = await tx.execute<MapTextEntry[]>(
          `update map_texts set heading = ?, text = ?, updated_at = now()
             where aspect = ? and number = ? returning aspect, number, heading, text, updated_at`,
          [heading, text, aspect, number],
        )
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
      return ok<'PUT /api/admin/map-texts'>(c, withIsoDates(row, ['updated_at']))
    })
}
