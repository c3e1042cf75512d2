import { Hono } from 'hono'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { AppError } from './app-error.ts'
import { errorHandler } from './error-handler.ts'

function appThrowing(error: unknown) {
  const lines: string[] = []
  const logger = pino({ level: 'error' }, { write: (line: string) => lines.push(line) })
  const app = new Hono()
  app.onError(errorHandler(logger))
  app.get('/', () => {
    throw error
  })
  return { app, lines }
}

describe('errorHandler', () => {
  it.each([
    ['validation', 400],
    ['unauthorized', 401],
    ['forbidden', 403],
    ['notFound', 404],
    ['conflict', 409],
    ['businessRule', 422],
    ['payloadTooLarge', 413],
    ['unsupportedMediaType', 415],
    ['rateLimited', 429],
  ] as const)('answers a %s error with %i and its Hebrew message', async (kind, status) => {
    const { app } = appThrowing(new AppError(kind, 'הודעה לדוגמה', 'E1'))
    const response = await app.request('/')
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual({
      success: false,
      error: { message: 'הודעה לדוגמה', code: 'E1' },
    })
  })

  it('hides the internals of an unexpected error and logs them', async () => {
    const { app, lines } = appThrowing(
      new Error('relation "orders" does not exist at SELECT * FROM x'),
    )
    const response = await app.request('/')
    const text = await response.text()
    expect(response.status).toBe(500)
    expect(JSON.parse(text)).toEqual({
      success: false,
      error: { message: 'אירעה שגיאה בשרת. אנא נסה שוב מאוחר יותר.' },
    })
    expect(text).not.toMatch(/relation|SELECT|stack/)
    expect(lines.join('')).toContain('relation \\"orders\\" does not exist')
  })
})
