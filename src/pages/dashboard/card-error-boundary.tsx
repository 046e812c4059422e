import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react'
import { CardFailed } from './card-states'

interface State {
  error?: Error
  /** Bumped on retry so the content mounts afresh instead of re-rendering its broken state. */
  attempt: number
}

/**
 * Around each card's content (and the chart inside its card): a card that crashes, or whose code
 * cannot be loaded, says so with a retry while the other cards keep working.
 */
export class CardErrorBoundary extends Component<{ children: ReactNode }, State> {
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
    if (this.state.error) return <CardFailed error={this.state.error} onRetry={this.retry} />
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>
  }
}
