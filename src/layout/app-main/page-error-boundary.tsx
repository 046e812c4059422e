import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react'
import { LazyPageErrorResult } from '@/components/lazy-page-error-result'

interface State {
  error?: Error
  /** Bumped on retry so the page mounts afresh instead of re-rendering its broken state. */
  attempt: number
}

/**
 * Around every page of the page cache: whatever the route's own errorElement does not catch (the
 * cache's wrappers, a route without one) stays inside its tab, and the layout keeps working.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { attempt: 0 }

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack)
  }

  private readonly retry = () =>
    this.setState((s) => ({ error: undefined, attempt: s.attempt + 1 }))

  override render(): ReactNode {
    if (this.state.error) {
      return <LazyPageErrorResult message={this.state.error.message} onRetry={this.retry} />
    }
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>
  }
}
