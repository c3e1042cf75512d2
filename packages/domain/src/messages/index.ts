import { accessibilityMessages } from './accessibility.ts'
import { deleteAccountDialogMessages } from './account-erasure.ts'
import { accountMessages } from './account.ts'
import { adminMessages } from './admin.ts'
import { authMessages } from './auth.ts'
import { cancellationMessages } from './cancellation.ts'
import { contactMessages } from './contact.ts'
import { couponMessages } from './coupon.ts'
import { emailMessages } from './email.ts'
import { errorMessages } from './errors.ts'
import { giftMessages } from './gift.ts'
import { inputMessages } from './input.ts'
import { invoiceMessages } from './invoice.ts'
import { legalMessages } from './legal.ts'
import { mapMessages } from './maps.ts'
import { orderMessages, paymentMessages } from './order.ts'
import { seoMessages } from './seo.ts'
import { siteMessages } from './site.ts'

// Each section is exported on its own as well: the web app imports only the sections a page shows,
// so the first page loaded does not carry the admin, e-mail, invoice or checkout texts.
export {
  accessibilityMessages,
  accountMessages,
  adminMessages,
  authMessages,
  cancellationMessages,
  contactMessages,
  couponMessages,
  deleteAccountDialogMessages,
  emailMessages,
  errorMessages,
  giftMessages,
  inputMessages,
  invoiceMessages,
  legalMessages,
  mapMessages,
  orderMessages,
  paymentMessages,
  seoMessages,
  siteMessages,
}

/** Every Hebrew string the shop shows, in one catalogue shared by the API, workers and web. */
export const he = {
  errors: errorMessages,
  input: inputMessages,
  auth: authMessages,
  account: accountMessages,
  admin: adminMessages,
  coupon: couponMessages,
  order: orderMessages,
  payment: paymentMessages,
  invoice: invoiceMessages,
  email: emailMessages,
  gift: giftMessages,
  contact: contactMessages,
  cancellation: cancellationMessages,
  site: siteMessages,
  legal: legalMessages,
  seo: seoMessages,
  accessibility: accessibilityMessages,
  maps: mapMessages,
} as const
