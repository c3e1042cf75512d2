import { siteMessages } from '@shop/domain'
import { createFormControl, type Resolver, type ResolverOptions } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { lazyResolver } from './lazy-resolver'

type Values = { email: string }
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>
const valid: Resolver<Values> = (values) => ({ values, errors: {} })
/** A load that fails once, as a dropped connection or a chunk gone after a release does. */
const failingOnce = (message: string) =>
  vi
    .fn<() => Promise<Resolver<Values>>>()
    .mockRejectedValueOnce(new Error(message))
    .mockResolvedValue(valid)

describe('lazyResolver', () => {
  it('loads the resolver at the first check, once, and answers as it does', async () => {
    const load = vi.fn(() => Promise.resolve(valid))
    const resolver = lazyResolver(load)
    expect(load).not.toHaveBeenCalled()
    const values = { email: 'a@example.co.il' }
    expect(await resolver(values, undefined, options)).toEqual({ values, errors: {} })
    await resolver(values, undefined, options)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('starts loading on preload, and the check then uses that load', async () => {
    const load = vi.fn(() => Promise.resolve(valid))
    const resolver = lazyResolver(load)
    resolver.preload()
    resolver.preload()
    expect(load).toHaveBeenCalledTimes(1)
    await resolver({ email: '' }, undefined, options)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('answers a failed load with the form’s own message, and loads again at the next check', async () => {
    const load = failingOnce('offline')
    const resolver = lazyResolver(load)
    resolver.preload()
    expect(await resolver({ email: '' }, undefined, options)).toEqual({
      values: {},
      errors: { root: { type: 'load', message: siteMessages.form.loadFailed } },
    })
    expect(await resolver({ email: '' }, undefined, options)).toEqual({
      values: { email: '' },
      errors: {},
    })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('lets a submit settle without sending when the load fails, and sends at the next', async () => {
    const load = failingOnce('Failed to fetch dynamically imported module')
    const form = createFormControl<Values>({
      resolver: lazyResolver(load),
      defaultValues: { email: 'a@example.co.il' },
    })
    const send = vi.fn()
    const invalid = vi.fn()

    await form.handleSubmit(send, invalid)()
    expect(send).not.toHaveBeenCalled()
    expect(invalid).toHaveBeenCalledWith(
      { root: expect.objectContaining({ message: siteMessages.form.loadFailed }) },
      undefined,
    )

    await form.handleSubmit(send, invalid)()
    expect(send).toHaveBeenCalledWith({ email: 'a@example.co.il' }, undefined)
    expect(invalid).toHaveBeenCalledTimes(1)
  })
})
