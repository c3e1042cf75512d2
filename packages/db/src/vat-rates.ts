import type { EntityManager } from '@mikro-orm/postgresql'
import { vatRateAt, type VatRate } from '@shop/domain'
import { typedSql } from './typed-sql.ts'

/** Every VAT rate with its id, newest day first; a handful of rows, read whole. */
export async function readVatRates(em: EntityManager): Promise<(VatRate & { id: string })[]> {
  const rows = await typedSql(em)
    .selectFrom('vat_rates')
    .select(['id', 'rate_basis_points', 'in_force_from'])
    .orderBy('in_force_from', 'desc')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    rateBasisPoints: row.rate_basis_points,
    inForceFrom: row.in_force_from,
  }))
}

/** The VAT rate in force at an instant (now, unless told), in basis points. */
export async function vatRateNow(em: EntityManager, at: Date = new Date()): Promise<number> {
  return vatRateAt(await readVatRates(em), at)
}
