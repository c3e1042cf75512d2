import { siteMessages } from '@shop/domain'
import type { FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form'

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
  const resolver = (...args: Parameters<Resolver<Input, Context, Output>>) =>
    loaded().then(
      (check) => check(...args),
      // Thrown on, the failure would leave the submit rejected with nothing shown; the form's own
      // message (errors.root) says instead why it was not sent
      (): ResolverResult<Input, Output> => ({
        values: {},
        // The cast: FieldErrors types root as one error and a map of errors at once
        errors: {
          root: { type: 'load', message: siteMessages.form.loadFailed },
        } as FieldErrors<Input>,
      }),
    )
  return Object.assign(resolver, { preload: () => void loaded().catch(() => undefined) })
}
