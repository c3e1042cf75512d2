import type { EntityManager } from '@mikro-orm/postgresql'
import { isUuid, readVatRates, typedSql } from '@shop/db'
import {
  he,
  newVatRateSchema,
  shopDate,
  toDecimalString,
  type AdminVatRate,
  vatRateStatus,
} from '@shop/domain'
import { Hono } from 'hono'
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { requireAdmin, type AuthEnv } from '../auth/auth-middleware.ts'
import type { AppDeps } from '../context.ts'
import { AppError } from '../http/app-error.ts'
import { ok } from '../http/envelope.ts'
import { validate } from '../http/validate.ts'

/** The rates newest first, each as past, in force today, or to come. */
async function listRates(em: EntityManager): Promise<AdminVatRate[]> {
  const rates = await readVatRates(em)
  return rates.map((rate) => ({
    id: rate.id,
    rate: toDecimalString(rate.rateBasisPoints),
    in_force_from: rate.inForceFrom,
    status: vatRateStatus(rates, rate),
  }))
}

/**
 * Israel's VAT rates by the day each comes into force. Managers add rates to come and may remove
 * one before its day; a rate whose day has come stays as it was, since orders were paid under it.
 */
export function vatRateRoutes(deps: AppDeps) {
  const { orm } = deps
  const admin = requireAdmin(deps)
  return new Hono<AuthEnv>()
    .get('/', admin, async (c) =>
      ok<'GET /api/settings/vat-rates'>(c, await listRates(orm.em.fork())),
    )
    .post('/', admin, validate('json', newVatRateSchema), async (c) => {
      const { rate, in_force_from } = c.req.valid('json')
      const inserted = await typedSql(orm.em.fork())
        .insertInto('vat_rates')
        .values({
          id: randomUUID(),
          rate_basis_points: rate,
          in_force_from,
          created_at: sql`now()`,
        })
        .onConflict((conflict) => conflict.column('in_force_from').doNothing())
        .returning(['id', 'rate_basis_points', 'in_force_from'])
        .executeTakeFirst()
      if (!inserted) throw new AppError('conflict', he.admin.vatRateDateTaken)
      const created: AdminVatRate = {
        id: inserted.id,
        rate: toDecimalString(inserted.rate_basis_points),
        in_force_from: inserted.in_force_from,
        // Only a future day is taken (newVatRateSchema)
        status: 'future',
      }
      return ok<'POST /api/settings/vat-rates'>(c, created, 201)
    })
    .delete('/:id', admin, async (c) => {
      const id = c.req.param('id')
      if (!isUuid(id)) throw new AppError('notFound', he.admin.vatRateNotFound)
      const db = typedSql(orm.em.fork())
      // Only while its day is still to come on Israel's calendar, checked in the statement itself
      const removed = await db
        .deleteFrom('vat_rates')
        .where('id', '=', id)
        .where('in_force_from', '>', shopDate())
        .returning('id')
        .executeTakeFirst()
      if (removed) return ok<'DELETE /api/settings/vat-rates/:id'>(c, {})
      const exists = await db
        .selectFrom('vat_rates')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst()
      throw exists
        ? new AppError('businessRule', he.admin.vatRateNotRemovable)
        : new AppError('notFound', he.admin.vatRateNotFound)
    })
}
