import { QueryClient } from '@tanstack/react-query'

/**
 * The one cache of server data. A failed call is shown at once with its retry button rather than
 * retried behind a spinner: the API client already refreshes an expired session, and the shop's
 * errors (a deleted order, a spent link) do not heal by asking again.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false },
    mutations: { retry: false },
  },
})
