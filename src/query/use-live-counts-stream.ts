import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useSession } from '@/auth/use-session'
import { appConfig } from '@/config/app-config'
import { importWithRetry } from '@/utils/import-with-retry'

/** Tests of the whole app turn the stream off unless they are about it (tests/setup). */
export const liveCountsStream = { isEnabled: true }

/**
 * Starts the live counts' stream client for the signed-in shell, after its first paint (signing in
 * never waits for it, and its code is a chunk of its own, outside the shell), and stops it when
 * the shell goes (sign-out), which also clears the counts.
 */
export function useLiveCountsStream(hasAbpApi: boolean): void {
  const session = useSession()
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!hasAbpApi || !liveCountsStream.isEnabled) return
    let stop: (() => void) | undefined
    let isGone = false
    // Effects run after the paint; the chunk loads while the first page does.
    importWithRetry(() => import('./live/live-counts-client')).then(
      ({ startLiveCounts }) => {
        if (isGone) return
        stop = startLiveCounts({ baseUrl: appConfig.apiBaseUrl, session, queryClient })
      },
      // No stream: the bell keeps polling, as before it.
      () => undefined,
    )
    return () => {
      isGone = true
      stop?.()
    }
  }, [hasAbpApi, session, queryClient])
}
