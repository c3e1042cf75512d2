import type { EntityManager } from '@mikro-orm/postgresql'
import type { Env } from '@shop/config'
import { businessDetailsComplete, he } from '@shop/domain'
import { readSettings, type Settings } from '@shop/db'
import type { MiddlewareHandler } from 'hono'
import type { AppDeps } from '../context.ts'
import { AppError } from '../http/app-error.ts'

/**
 * Whether customers may order and pay. A payment obliges the shop to issue an invoice-receipt at
 * once, and without the business details it could only issue a draft: in production no money is
 * taken until then, while development goes on with drafts so the shop can be tried.
 */
export async function checkoutOpen(
  em: EntityManager,
  env: Pick<Env, 'NODE_ENV'>,
  settings?: Settings,
): Promise<boolean> {
  if (env.NODE_ENV !== 'production') return true
  return businessDetailsComplete(settings ?? (await readSettings(em)))
}

/** Refuses order creation and payment, in Hebrew, while checkout is closed. */
export function requireOpenCheckout({ orm, env }: AppDeps): MiddlewareHandler {
  return async (_c, next) => {
    if (!(await checkoutOpen(orm.em.fork(), env))) {
      throw new AppError('unavailable', he.order.checkoutClosed)
    }
    await next()
  }
}
