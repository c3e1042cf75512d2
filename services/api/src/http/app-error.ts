import { he } from '@shop/domain'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

export type ErrorKind =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'businessRule'
  | 'payloadTooLarge'
  | 'unsupportedMediaType'
  | 'rateLimited'
  | 'unavailable'
  | 'badGateway'

const statusByKind: Record<ErrorKind, ContentfulStatusCode> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  businessRule: 422,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  rateLimited: 429,
  unavailable: 503,
  badGateway: 502,
}

const defaultMessage: Record<ErrorKind, string> = {
  validation: he.errors.validation,
  unauthorized: he.errors.unauthorized,
  forbidden: he.errors.forbidden,
  notFound: he.errors.notFound,
  conflict: he.errors.conflict,
  businessRule: he.errors.validation,
  payloadTooLarge: he.input.bodyTooLarge,
  unsupportedMediaType: he.input.unsupportedMediaType,
  rateLimited: he.errors.rateLimited,
  unavailable: he.errors.unavailable,
  badGateway: he.errors.unavailable,
}

/** The one error the routes throw: a kind that picks the HTTP status and a Hebrew message. */
export class AppError extends Error {
  readonly status: ContentfulStatusCode

  constructor(
    readonly kind: ErrorKind,
    message: string = defaultMessage[kind],
    readonly code?: string,
  ) {
    super(message)
    this.name = 'AppError'
    this.status = statusByKind[kind]
  }
}
