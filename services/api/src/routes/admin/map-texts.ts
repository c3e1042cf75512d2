import { typedSql } from '@shop/db'
import {
  he,
  mapTextInput,
  numerologyAspects,
  numerologyInterpretations,
  type MapTextEntry,
  type MapTextsAnswer,
} from '@shop/domain'
import { Hono } from 'hono'
import { sql } from 'kysely'
import type { AuthEnv } from '../../auth/auth-middleware.ts'
import type { AppDeps } from '../../context.ts'
import { AppError } from '../../http/app-error.ts'
import { ok } from '../../http/envelope.ts'
import { iso } from '../../http/serialize.ts'
import { validate } from '../../http/validate.ts'

/** The interpretation texts drafts print; a change applies to drafts made afterwards. */
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
      return ok(c, { aspects } satisfies MapTextsAnswer)
    })
    .put('/', validate('json', mapTextInput), async (c) => {
      const { aspect, number, heading, text } = c.req.valid('json')
      const row = await typedSql(orm.em.fork())
        .updateTable('map_texts')
        .set({ heading, text, updated_at: sql`now()` })
        .where('aspect', '=', aspect)
        .where('number', '=', number)
        .returning(['aspect', 'number', 'heading', 'text', 'updated_at'])
        .executeTakeFirst()
      if (!row) throw new AppError('notFound', he.maps.admin.textNotFound)
      return ok(c, { ...row, updated_at: iso(row.updated_at) } satisfies MapTextEntry)
    })
}
