import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, apiIfChanged, ApiError } from './api-client'

/** The network for one call: answers `response` and keeps what was asked. */
function answer(response: Response) {
  const sent: { url: string; init: RequestInit }[] = []
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({ url, init })
    return Promise.resolve(response)
  })
  return sent
}

const envelope = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('api', () => {
  it("puts the path's parameters in, encoded, and sends the call's method and JSON body", async () => {
    const saved = { reportId: 'a/b', personalNote: 'שלום', draftStatus: 'queued' }
    const sent = answer(envelope({ success: true, data: saved }))
    const data = await api('PUT /api/admin/reports/:id/note', {
      params: { id: 'a/b' },
      body: { note: 'שלום' },
    })
    expect(data).toEqual(saved)
    expect(sent[0]?.url).toBe('/api/admin/reports/a%2Fb/note')
    expect(sent[0]?.init.method).toBe('PUT')
    expect(sent[0]?.init.body).toBe(JSON.stringify({ note: 'שלום' }))
  })

  it('adds the query string of a list', async () => {
    const sent = answer(
      envelope({ success: true, data: { items: [], total: 0, page: 2, pageSize: 20 } }),
    )
    await api('GET /api/admin/users', { query: { page: '2', pageSize: '20', q: 'דנה' } })
    expect(sent[0]?.url).toBe(`/api/admin/users?page=2&pageSize=20&q=${encodeURIComponent('דנה')}`)
  })

  it("throws the envelope's Hebrew message and code with the status", async () => {
    answer(
      envelope({ success: false, error: { message: 'ההזמנה לא נמצאה', code: 'NOT_FOUND' } }, 404),
    )
    const failure = api('GET /api/orders/:id', { params: { id: 'x' } })
    await expect(failure).rejects.toEqual(new ApiError('ההזמנה לא נמצאה', 404, 'NOT_FOUND'))
  })

  it('throws the bare status of an answer that is not the envelope', async () => {
    answer(new Response('<html>bad gateway</html>', { status: 502 }))
    await expect(api('GET /api/payments')).rejects.toMatchObject({ status: 502 })
  })
})

describe('apiIfChanged', () => {
  it("asks with the copy's entity tag and reads 304 as unchanged", async () => {
    const sent = answer(new Response(null, { status: 304 }))
    expect(await apiIfChanged('GET /api/orders', 'W/"1"')).toEqual({ changed: false })
    expect(new Headers(sent[0]?.init.headers).get('If-None-Match')).toBe('W/"1"')
  })

  it('answers a changed list with its new entity tag', async () => {
    answer(envelope({ success: true, data: [] }, 200, { ETag: 'W/"2"' }))
    expect(await apiIfChanged('GET /api/orders', 'W/"1"')).toEqual({
      changed: true,
      data: [],
      etag: 'W/"2"',
    })
  })
})
