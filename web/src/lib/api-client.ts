import {
  siteMessages,
  type ApiBody,
  type ApiData,
  type ApiParams,
  type ApiRoute,
} from '@shop/domain'

export interface RequestOptions {
  headers?: Record<string, string>
  signal?: AbortSignal
  /** Send no session token even when signed in (the auth calls themselves). */
  anonymous?: boolean
}

/** How calls are signed: the session module registers itself here at start. */
export interface ApiAuth {
  /** The current session token, refreshed first when it is about to expire; null when signed out. */
  sessionToken(): Promise<string | null>
  /** A call made with this token was refused with 401. */
  onUnauthorized(sessionToken: string): void
}

let auth: ApiAuth | undefined

export function setApiAuth(provider: ApiAuth): void {
  auth = provider
}

/**
 * The signing of this client, for the one kind of call it cannot make itself: an upload whose
 * progress is shown, which needs XMLHttpRequest (fetch reports no upload progress).
 */
export const apiSession = {
  token: async (): Promise<string | null> => (await auth?.sessionToken()) ?? null,
  unauthorized: (sessionToken: string): void => auth?.onUnauthorized(sessionToken),
}

/** A failed call; `message` is Hebrew and fit to show a customer. `status` is 0 without a response. */
export class ApiError extends Error {
  override readonly name = 'ApiError'

  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message)
  }
}

/**
 * What a call sends besides its route: the path's parameters and the JSON body, each required
 * exactly when the call's entry in ApiRoutes has them, and the query string of a list.
 */
export type ApiCall<R extends ApiRoute> = RequestOptions & {
  query?: Record<string, string>
} & (keyof ApiParams<R> extends never ? { params?: never } : { params: ApiParams<R> }) &
  (ApiBody<R> extends undefined ? { body?: never } : { body: ApiBody<R> })

/** The call may be left out when it has neither parameters nor a body to carry. */
type CallArgs<R extends ApiRoute> =
  object extends ApiCall<R> ? [call?: ApiCall<R>] : [call: ApiCall<R>]

interface AnyCall extends RequestOptions {
  params?: Record<string, string>
  query?: Record<string, string>
  body?: unknown
}

/**
 * Makes a call of the contract, `api('GET /api/orders/:id', { params: { id } })`, and answers its
 * data as ApiRoutes in @shop/domain types it; a failure throws ApiError.
 */
export async function api<R extends ApiRoute>(
  route: R,
  ...[call]: CallArgs<R>
): Promise<ApiData<R>> {
  const response: AnswerResponse<ApiData<R>> = await request(route, call ?? {})
  return readData(response)
}

/** A GET that may answer "unchanged" (304) for the entity tag of the copy the caller holds. */
export type ConditionalResult<T> =
  { changed: false } | { changed: true; data: T; etag: string | null }

export async function apiIfChanged<R extends ApiRoute & `GET ${string}`>(
  route: R,
  etag: string | null,
  ...[call]: CallArgs<R>
): Promise<ConditionalResult<ApiData<R>>> {
  const options: AnyCall = call ?? {}
  const headers = etag ? { ...options.headers, 'If-None-Match': etag } : options.headers
  const response: AnswerResponse<ApiData<R>> = await request(route, { ...options, headers })
  if (response.status === 304) return { changed: false }
  const data = await readData(response)
  return { changed: true, data, etag: response.headers.get('ETag') }
}

type Envelope<T> =
  { success: true; data: T } | { success: false; error?: { message?: string; code?: string } }

/**
 * fetch's response with its JSON read as the envelope of the call's answer. This is where the
 * contract is trusted rather than checked: the API answers every call through `ok` typed by the
 * same ApiRoutes entry, and fetch's untyped `json()` takes the entry's type.
 */
interface AnswerResponse<T> extends Response {
  json(): Promise<Envelope<T>>
}

/** The name an answer gives its file (RFC 6266: the UTF-8 form first), if any. */
function fileNameOf(response: Response): string | null {
  const disposition = response.headers.get('content-disposition') ?? ''
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1]
  if (encoded) return decodeURIComponent(encoded)
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? null
}

/**
 * A file the API answers outside the JSON contract (a PDF), signed as every call, which a plain
 * link could not be; a refusal is read as the envelope and thrown as ApiError, with
 * `failedMessage` when it says nothing.
 */
export async function apiFile(
  path: string,
  failedMessage: string,
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send('GET', path, {})
  if (!response.ok) {
    const envelope = await readEnvelope<unknown>(response)
    throw errorOf(response.status, envelope, failedMessage)
  }
  return { blob: await response.blob(), fileName: fileNameOf(response) }
}

/** The failure an answer tells in its envelope, else `fallback`. */
function errorOf(
  status: number,
  envelope: Envelope<unknown> | null,
  fallback = `HTTP ${status}`,
): ApiError {
  const error = envelope && !envelope.success ? envelope.error : undefined
  return new ApiError(error?.message || fallback, status, error?.code)
}

/** "METHOD /path/:name" with the parameters put in, encoded, and the query string added. */
function target(route: ApiRoute, { params = {}, query }: AnyCall) {
  const space = route.indexOf(' ')
  const path = route
    .slice(space + 1)
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
  const search = new URLSearchParams(query).toString()
  return { method: route.slice(0, space), url: search ? `${path}?${search}` : path }
}

function request(route: ApiRoute, call: AnyCall): Promise<Response> {
  const { method, url } = target(route, call)
  return send(method, url, call)
}

async function send(method: string, url: string, call: AnyCall): Promise<Response> {
  const { body, ...options } = call
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  // A caller that brings its own Authorization (checking a token before keeping it) is left alone.
  const sessionToken =
    options.anonymous || headers.Authorization ? null : ((await auth?.sessionToken()) ?? null)
  if (sessionToken) headers.Authorization = `Bearer ${sessionToken}`
  let payload: BodyInit | undefined
  if (body instanceof FormData) {
    payload = body
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json'
    payload = JSON.stringify(body)
  }

  let response: Response
  try {
    response = await fetch(url, { method, headers, body: payload, signal: options.signal })
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    throw new ApiError(siteMessages.apiClient.network, 0, 'NETWORK')
  }
  if (response.status === 401 && sessionToken) auth?.onUnauthorized(sessionToken)
  return response
}

async function readData<T>(response: AnswerResponse<T>): Promise<T> {
  const envelope = await readEnvelope(response)
  // Every answer is the envelope, a call with nothing to say included (its data is {}).
  if (!envelope) throw new ApiError(`HTTP ${response.status}`, response.status)
  if (!response.ok || !envelope.success) throw errorOf(response.status, envelope)
  return envelope.data
}

async function readEnvelope<T>(response: AnswerResponse<T>): Promise<Envelope<T> | null> {
  const type = response.headers.get('Content-Type') ?? ''
  if (!type.includes('json')) return null
  try {
    // A proxy's or gateway's JSON may be anything: only an object with `success` is ours.
    const parsed: Envelope<T> | null = await response.json()
    return typeof parsed === 'object' && parsed !== null && 'success' in parsed ? parsed : null
  } catch {
    return null
  }
}
