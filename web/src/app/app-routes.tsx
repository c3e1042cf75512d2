import { useRoutes } from 'react-router-dom'
import { RouteErrorBoundary } from '../routes/error/route-error-boundary'
import { routes } from './router'

/**
 * The page for the current address. Declarative routing rather than a data router: the shop's
 * pages load their own data, and the data router would add some 14 KB to every first load.
 */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>
}
