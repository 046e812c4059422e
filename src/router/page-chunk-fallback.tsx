import { useEffect, useState, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { LazyPageErrorResult } from '@/components/lazy-page-error-result'
import { PageChunkError, type PageChunk } from './page-chunk'

type View =
  | { kind: 'loading' }
  | { kind: 'loaded'; Component: ComponentType }
  | { kind: 'failed'; failure: PageChunkError }

/** Failures already on screen once: showing one again (the next visit) means trying again. */
const shownFailures = new WeakSet<PageChunkError>()

function toFailure(error: unknown): PageChunkError {
  return error instanceof PageChunkError ? error : new PageChunkError(error, false)
}

function initialView(chunk: PageChunk, failure: PageChunkError): View {
  const Component = chunk.loaded()
  if (Component) return { kind: 'loaded', Component }
  return shownFailures.has(failure) ? { kind: 'loading' } : { kind: 'failed', failure }
}

export interface PageChunkFallbackProps {
  chunk: PageChunk
  /** The failure of the navigation that settled the route with this fallback. */
  failure: PageChunkError
}

/**
 * Stands in for a page whose chunk failed to load. It shows that failure the first time, and each
 * later time it is shown (the next navigation to the route, or its cached tab shown again) it
 * loads the chunk again: react-router keeps what a route's `lazy` settled with, so the route
 * itself would never try again. A chunk gone after a deploy offers a reload instead of a retry.
 */
export function PageChunkFallback({ chunk, failure }: PageChunkFallbackProps) {
  const { t } = useTranslation('app')
  const [view, setView] = useState<View>(() => initialView(chunk, failure))

  useEffect(() => {
    if (chunk.loaded()) return
    if (!shownFailures.has(failure)) {
      shownFailures.add(failure)
      return
    }
    let isCurrent = true
    chunk.load().then(
      (Component) => isCurrent && setView({ kind: 'loaded', Component }),
      (error: unknown) => isCurrent && setView({ kind: 'failed', failure: toFailure(error) }),
    )
    return () => {
      isCurrent = false
    }
  }, [chunk, failure])

  if (view.kind === 'loading') return null
  if (view.kind === 'loaded') return <view.Component />
  const retry = () => {
    setView({ kind: 'loading' })
    chunk.load().then(
      (Component) => setView({ kind: 'loaded', Component }),
      (error: unknown) => setView({ kind: 'failed', failure: toFailure(error) }),
    )
  }
  return view.failure.isGone ? (
    <LazyPageErrorResult isOutdated onRetry={() => window.location.reload()} />
  ) : (
    <LazyPageErrorResult message={t('pageChunk.loadFailed')} onRetry={retry} />
  )
}
