import type { AuthSession, AuthUser } from '../auth/auth-user.ts'
import type {
  emailLookupSchema,
  LoginInput,
  refreshSchema,
  SignupInput,
} from '../auth/auth.schema.ts'
import type { ResetPasswordInput, verifyEmailSchema } from '../auth/account-token.ts'
import type { adminEmailRequestSchema, ContactInput } from '../contact/contact.schema.ts'
import type { CouponInput, couponValidationSchema } from '../coupon/coupon.schema.ts'
import type {
  MapTextEntry,
  MapTextInput,
  MapTextsAnswer,
  personalNoteInput,
} from '../maps/map-draft.schema.ts'
import type { SampleMapPages } from '../maps/sample-map.ts'
import type {
  AdminCancellationRequest,
  AnonymousCancellationInput,
  CancellationAnswer,
  confirmCancellationSchema,
  declineCancellationSchema,
  OwnCancellationInput,
  RecordCancellationInput,
} from '../cancellation/cancellation.schema.ts'
import type { CancelOrderInput } from '../order/cancel-order.schema.ts'
import type { CreateOrderInput } from '../order/order.schema.ts'
import type { PayOrderInput } from '../payment/payment.schema.ts'
import type { BusinessSettings, mapPriceSchema } from '../settings-schema.ts'
import type { NewVatRate } from '../vat/vat-rate.schema.ts'
import type { AdminVatRate } from './vat-rates.ts'
import type { z } from '../zod-hebrew.ts'
import type { AdminEmail, QueuedEmailAnswer } from './admin-email.ts'
import type {
  AdminOrder,
  AdminStats,
  ApprovedDraftAnswer,
  CancelledOrderAnswer,
  PersonalNoteAnswer,
  RedraftAnswer,
  StartedReportAnswer,
  UploadedReportAnswer,
} from './admin-order.ts'
import type { AdminUser } from './admin-user.ts'
import type {
  BuyerOrder,
  BuyerOrderAnswer,
  CreatedOrderAnswer,
  Invoice,
  PaymentConfirmingAnswer,
  PaymentRecord,
  ReportDownloadAnswer,
} from './buyer-order.ts'
import type { AdminCoupon, CouponCheck } from './coupon.ts'
import type { MonthDocumentsAnswer } from './documents.ts'
import type { Page } from './page.ts'
import type { StartReportInput } from '../report/start-report.schema.ts'
import type { NotFoundReport } from '../site/not-found-report.schema.ts'
import type { PublicSettings, Setting } from './settings.ts'

/** The answer of a call that has nothing to say but that it succeeded. */
export type EmptyAnswer = Record<string, never>

/** The signed-in user, as the session checks answer. */
export interface SessionUserAnswer {
  user: AuthUser
}

/**
 * The HTTP contract of every /api call answering the JSON envelope: "METHOD path" (the path as
 * the API registers it, `:name` for a path parameter) to the envelope's `data` and, for calls
 * that take one, the JSON `body` (the zod schema's input where one checks it).
 *
 * Both sides are typed by this one map, so neither names a type by hand:
 * - the API answers with `ok<'GET /api/orders/:id'>(c, data)`, which refuses data of another
 *   shape and refuses a call that names no route;
 * - the web calls `api('GET /api/orders/:id', { params: { id } })` (web/src/lib/api-client.ts)
 *   and gets this entry's `data`, with the path's parameters and the body required by type.
 * A new call adds its line here, its answer type beside the others in this folder, and answers
 * through `ok<'its key'>`; the test in services/api (http/api-routes.test.ts) fails while a
 * registered call and this map disagree. Answers that are not the envelope (files, redirects,
 * the health checks) stay out of the map.
 */
export interface ApiRoutes {
  'POST /api/auth/signup': { body: SignupInput; data: EmptyAnswer }
  'POST /api/auth/login': { body: LoginInput; data: AuthSession }
  'POST /api/auth/refresh': { body: z.input<typeof refreshSchema>; data: AuthSession }
  'POST /api/auth/logout': { body: z.input<typeof refreshSchema>; data: EmptyAnswer }
  'GET /api/auth/me': { data: SessionUserAnswer }
  'GET /api/auth/me/deletion': { data: { allowed: boolean } }
  'DELETE /api/auth/me': { data: EmptyAnswer }
  'POST /api/auth/password/forgot': {
    body: z.input<typeof emailLookupSchema>
    data: EmptyAnswer
  }
  'POST /api/auth/password/reset': { body: ResetPasswordInput; data: EmptyAnswer }
  'POST /api/auth/email/verify': { body: z.input<typeof verifyEmailSchema>; data: AuthSession }
  'POST /api/auth/email/verify/resend': { data: EmptyAnswer }

  'POST /api/cancellations': { body: OwnCancellationInput; data: CancellationAnswer }
  'POST /api/cancellations/by-order-number': {
    body: AnonymousCancellationInput
    data: EmptyAnswer
  }
  'POST /api/cancellations/confirm': {
    body: z.input<typeof confirmCancellationSchema>
    data: CancellationAnswer
  }
  'GET /api/admin/cancellations': { data: { requests: AdminCancellationRequest[] } }
  'POST /api/admin/cancellations/:id/accept': { data: CancellationAnswer }
  'POST /api/admin/cancellations/:id/decline': {
    body: z.input<typeof declineCancellationSchema>
    data: CancellationAnswer
  }
  'POST /api/admin/orders/:id/cancellation-requests': {
    body: RecordCancellationInput
    data: CancellationAnswer
  }

  'GET /api/settings/public': { data: PublicSettings }
  'GET /api/settings': { data: Setting[] }
  'PATCH /api/settings/map_price': { body: z.input<typeof mapPriceSchema>; data: Setting }
  'PATCH /api/settings/business': { body: BusinessSettings; data: Setting[] }
  'GET /api/settings/vat-rates': { data: AdminVatRate[] }
  'POST /api/settings/vat-rates': { body: NewVatRate; data: AdminVatRate }
  'DELETE /api/settings/vat-rates/:id': { data: EmptyAnswer }

  'POST /api/coupons/validate': {
    body: z.input<typeof couponValidationSchema>
    data: CouponCheck
  }
  'GET /api/coupons': { data: AdminCoupon[] }
  'POST /api/coupons': { body: CouponInput; data: AdminCoupon }
  'PATCH /api/coupons/:id': { body: CouponInput; data: AdminCoupon }
  'DELETE /api/coupons/:id': { data: EmptyAnswer }

  'GET /api/admin/session': { data: SessionUserAnswer }
  'GET /api/admin/stats': { data: AdminStats }
  'GET /api/admin/orders': { data: Page<AdminOrder> }
  'POST /api/admin/orders/:id/cancel': { body: CancelOrderInput; data: CancelledOrderAnswer }
  'POST /api/admin/orders/:id/email': {
    body: z.input<typeof adminEmailRequestSchema>
    data: QueuedEmailAnswer
  }
  'POST /api/admin/orders/:id/emails/:emailId/resend': { data: QueuedEmailAnswer }
  'GET /api/admin/orders/:id/emails': { data: AdminEmail[] }
  'GET /api/admin/orders/:id/invoice': { data: Invoice }
  /** Multipart: the PDF in the field "file" (sent with upload progress, not through `api`). */
  'POST /api/admin/reports/:id/upload': { body: FormData; data: UploadedReportAnswer }
  'PATCH /api/admin/reports/:id/status': {
    body: StartReportInput
    data: StartedReportAnswer
  }
  'POST /api/admin/reports/:id/gift-email': { data: QueuedEmailAnswer }
  'POST /api/admin/reports/:id/draft': { data: RedraftAnswer }
  'PUT /api/admin/reports/:id/note': {
    body: z.input<typeof personalNoteInput>
    data: PersonalNoteAnswer
  }
  'POST /api/admin/reports/:id/approve': { data: ApprovedDraftAnswer }
  'GET /api/admin/map-texts': { data: MapTextsAnswer }
  'PUT /api/admin/map-texts': { body: MapTextInput; data: MapTextEntry }
  'GET /api/admin/users': { data: Page<AdminUser> }

  'POST /api/orders': { body: CreateOrderInput; data: CreatedOrderAnswer }
  'GET /api/orders/verify-session': { data: SessionUserAnswer & { valid: true } }
  /** Answers 304 without a body to an If-None-Match of the list's current ETag. */
  'GET /api/orders': { data: BuyerOrder[] }
  'GET /api/orders/:id': { data: BuyerOrderAnswer }
  'DELETE /api/orders/:id': { data: EmptyAnswer }
  /** 202 with PaymentConfirmingAnswer while the charge is being recorded. */
  'POST /api/orders/:id/pay': {
    body: PayOrderInput
    data: BuyerOrderAnswer | PaymentConfirmingAnswer
  }
  'GET /api/reports/:id/download': { data: ReportDownloadAnswer }
  'POST /api/reports/:id/gift-email': { data: QueuedEmailAnswer }
  'GET /api/payments': { data: PaymentRecord[] }
  'GET /api/admin/documents': { data: MonthDocumentsAnswer }
  'GET /api/payments/:orderId/invoice': { data: Invoice }
  'GET /api/payments/:orderId/credit-invoice': { data: Invoice }

  'GET /api/sample-map': { data: SampleMapPages }
  'POST /api/contact': { body: ContactInput; data: EmptyAnswer }
  'POST /api/client-log/not-found': { body: NotFoundReport; data: EmptyAnswer }
}

/** A call of the contract, "METHOD path". */
export type ApiRoute = keyof ApiRoutes

/** What a call answers in the envelope's `data`. */
export type ApiData<R extends ApiRoute> = ApiRoutes[R]['data']

/** The JSON body a call takes; `undefined` for a call without one. */
export type ApiBody<R extends ApiRoute> = ApiRoutes[R] extends { body: infer B } ? B : undefined

type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** The parameters of a call's path, `{ id: string }` for `.../:id`; `{}` for a path without. */
export type ApiParams<R extends ApiRoute> = { [Name in PathParamNames<R>]: string }
