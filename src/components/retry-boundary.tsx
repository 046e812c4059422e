import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react'

interface RetryBoundaryProps {
  /** What is shown instead of the crashed content; `retry` mounts it afresh. */
  fallback: (error: Error, retry: () => void) => ReactNode
  children: ReactNode
}

interface State {
  error?: Error
  /** Bumped on retry so the content mounts afresh instead of re-rendering its broken state. */
  attempt: number
}

/**
 * An error boundary with a retry: what crashes (or whose code cannot be loaded) inside it is
 * replaced by the fallback, and everything outside keeps working.
 */
export class RetryBoundary extends Component<RetryBoundaryProps, State> {
  override state: State = { attempt: 0 }

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack)
    // A lazy piece whose chunk failed (ChunkLoadError) loads afresh on the retry or its next
    // showing, not before. Duck-typed: this boundary ships with the session layer, apart.
    ;(error as { forget?: () => void }).forget?.()
  }

  private readonly retry = () =>
    this.setState((s) => ({ error: undefined, attempt: s.attempt + 1 }))

  override render(): ReactNode {
    if (this.state.error) return this.props.fallback(this.state.error, this.retry)
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>
  }
}
