import type { Resolver, ResolverOptions } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { lazyResolver } from './lazy-resolver'

type Values = { email: string }
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>
const valid: Resolver<Values> = (values) => ({ values, errors: {} })

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

  it('tries the load again after it failed', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(valid)
    const resolver = lazyResolver(load)
    resolver.preload()
    await expect(resolver({ email: '' }, undefined, options)).rejects.toThrow('offline')
    expect(await resolver({ email: '' }, undefined, options)).toEqual({
      values: { email: '' },
      errors: {},
    })
    expect(load).toHaveBeenCalledTimes(2)
  })
})
