import { Component, type ErrorInfo, type ReactNode } from 'react'

interface State {
  error?: Error
}

/**
 * Outside the router (providers, bridge): a crash here still shows a message instead of a white
 * screen. Plain HTML on purpose: antd or i18n may be what failed.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = {}

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack)
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children
    return (
      <div role="alert" style={{ padding: 48, fontFamily: 'sans-serif' }}>
        <h1>Something went wrong / 出错了</h1>
        <p>{this.state.error.message}</p>
        <button type="button" onClick={() => window.location.assign('/')}>
          Reload
        </button>
      </div>
    )
  }
}
