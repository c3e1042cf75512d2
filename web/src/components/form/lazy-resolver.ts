import type { FieldValues, Resolver } from 'react-hook-form'

/** A form resolver loaded on demand, and a way to start loading it ahead of the first check. */
export type LazyResolver<Input extends FieldValues, Context, Output> = Resolver<
  Input,
  Context,
  Output
> & { preload: () => void }

/**
 * A resolver whose schema, and zod with it, load when the form first validates rather than with
 * the page: on a phone, evaluating them is main-thread work that would delay the page taking input.
 * `preload` starts the load as the visitor reaches the form, so the first check seldom waits.
 */
export function lazyResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Input, Context, Output>>,
): LazyResolver<Input, Context, Output> {
  let loading: Promise<Resolver<Input, Context, Output>> | undefined
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      // A failed fetch (the connection dropped) is tried again at the next check
      loading = undefined
      throw error
    }))
  const resolver = async (...args: Parameters<Resolver<Input, Context, Output>>) =>
    (await loaded())(...args)
  return Object.assign(resolver, { preload: () => void loaded().catch(() => undefined) })
}
