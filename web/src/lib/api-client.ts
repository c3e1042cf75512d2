import { siteMessages } from '@shop/domain'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

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

type Envelope =
  { success: true; data: unknown } | { success: false; error?: { message?: string; code?: string } }

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

export function apiGet<T>(path: string, options?: RequestOptions): Promise<T> {
  return apiSend<T>('GET', path, undefined, options)
}

export async function apiSend<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  return readData<T>(await request(method, path, body, options))
}

/** A GET that may answer "unchanged" (304) for the entity tag of the copy the caller holds. */
export type ConditionalResult<T> =
  { changed: false } | { changed: true; data: T; etag: string | null }

export async function apiGetIfChanged<T>(
  path: string,
  etag: string | null,
  options: RequestOptions = {},
): Promise<ConditionalResult<T>> {
  const headers = etag ? { ...options.headers, 'If-None-Match': etag } : options.headers
  const response = await request('GET', path, undefined, { ...options, headers })
  if (response.status === 304) return { changed: false }
  const data = await readData<T>(response)
  return { changed: true, data, etag: response.headers.get('ETag') }
}

async function request(
  method: HttpMethod,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<Response> {
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
    response = await fetch(path, { method, headers, body: payload, signal: options.signal })
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    throw new ApiError(siteMessages.apiClient.network, 0, 'NETWORK')
  }
  if (response.status === 401 && sessionToken) auth?.onUnauthorized(sessionToken)
  return response
}

async function readData<T>(response: Response): Promise<T> {
  const envelope = await readEnvelope(response)
  if (!envelope) {
    if (response.ok && response.status === 204) return undefined as T
    throw new ApiError(`HTTP ${response.status}`, response.status)
  }
  if (!response.ok || !envelope.success) {
    const error = envelope.success ? undefined : envelope.error
    throw new ApiError(error?.message || `HTTP ${response.status}`, response.status, error?.code)
  }
  return envelope.data as T
}

async function readEnvelope(response: Response): Promise<Envelope | null> {
  const type = response.headers.get('Content-Type') ?? ''
  if (!type.includes('json')) return null
  try {
    const parsed: unknown = await response.json()
    return isEnvelope(parsed) ? parsed : null
  } catch {
    return null
  }
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'success' in value
}
