import { Component, type ReactNode } from 'react'
import { RouteErrorPage } from './route-error-page'

interface State {
  error: unknown
  failed: boolean
}

/** Shows the error page in place of a part that throws while rendering or cannot load. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failed: false }

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true }
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children
  }
}
