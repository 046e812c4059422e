import { useEffect, useEffectEvent, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { useSession } from '@/auth/use-session'
import { usePrefetchSignedIn } from '@/router/sign-in-prefetch'
import { readRedirectTarget } from '@/utils/safe-redirect'
import { savesData } from '@/utils/save-data'
import { whenIdle } from '@/utils/when-idle'

/**
 * Starts fetching what the click on Sign in needs (the token client) and the signed-in screen it
 * leads to (shell, texts, landing page) once the form is drawn and the browser is idle, so that
 * the click waits for the API alone. On a connection that asks to save data it waits until the
 * user types (they are about to sign in): the returned function starts it then; it runs once.
 */
export function useSignedInPrefetch(): () => void {
  const prefetch = usePrefetchSignedIn()
  const session = useSession()
  const { search } = useLocation()
  const startedRef = useRef(false)
  const start = () => {
    if (startedRef.current) return
    startedRef.current = true
    // What the click needs first, then what it leads to.
    session.prepareSignIn?.()
    void prefetch?.(readRedirectTarget(search))
  }
  const startWhenIdle = useEffectEvent(start)

  useEffect(() => {
    if (savesData()) return
    return whenIdle(() => startWhenIdle())
  }, [])
  return start
}
