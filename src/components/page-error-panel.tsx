import { useNavigate, useRouteError } from 'react-router-dom'
import { LazyPageErrorResult } from './lazy-page-error-result'

/** The route-level error boundary of every page inside the layout. */
export function PageErrorPanel() {
  const error = useRouteError()
  const navigate = useNavigate()
  return (
    <LazyPageErrorResult
      message={error instanceof Error ? error.message : undefined}
      onRetry={() => void navigate(0)}
    />
  )
}
