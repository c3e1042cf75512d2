import { startShop, startTestWorker, type RunningShop } from '@shop/integration/testing'
import { startSmtpCatcher, type SmtpCatcher } from '@shop/mail/testing'

export interface ShopWithWorker {
  shop: RunningShop
  smtp: SmtpCatcher
  stop(): Promise<void>
}

/**
 * The shop with a signed-in-able manager, its worker and an SMTP server to read the e-mails
 * from: what the browser tests of a whole order's life start from. Payments answer at once.
 */
export async function startShopWithWorker(
  label: string,
  admin: { email: string; password: string },
): Promise<ShopWithWorker> {
  const shop = await startShop(label, {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    PAYMENT_SANDBOX_DELAY_MS: '0',
  })
  const smtp = await startSmtpCatcher()
  const worker = startTestWorker(shop, smtp)
  return {
    shop,
    smtp,
    async stop() {
      await worker.stop()
      await smtp.close()
      await shop.stop()
    },
  }
}
