import type { MikroORM } from '@mikro-orm/postgresql'
import type { Env } from '@shop/config'
import type { ShopContact } from '@shop/mail'
import type { QueueName } from '@shop/queue'
import type { PaymentProvider } from '@shop/core'
import type { Storage } from '@shop/storage'
import type { Queue } from 'bullmq'
import type { Transporter } from 'nodemailer'
import type { Logger } from 'pino'

/** What the processors are built from; tests build the same from their own database and Redis. */
export interface WorkerDeps {
  env: Env
  orm: MikroORM
  queues: Record<QueueName, Queue>
  storage: Storage
  transport: Transporter
  logger: Logger
  /** Asked about payment attempts whose charge the API could not record. */
  paymentProvider: PaymentProvider
}

export function shopContact(env: Env): ShopContact {
  return { publicUrl: env.PUBLIC_URL, email: env.SHOP_CONTACT_EMAIL, phone: env.SHOP_CONTACT_PHONE }
}
