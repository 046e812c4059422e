import { createBrowserRouter } from 'react-router-dom'
import { createRouteObjects } from '@/router/create-route-objects'
import { connectSessionStore } from './http-feedback-bridge'

export type AppDataRouter = ReturnType<typeof createBrowserRouter>

/**
 * The app's data router, created once per page and outside React's render: a first render that
 * suspends (texts still loading) is thrown away and retried, and a router created in it would keep
 * running its loaders — twice the session loads, a sign-in callback completed twice.
 */
let appRouter: AppDataRouter | undefined
const listeners = new Set<() => void>()

/** Creates the router; its loaders start at once, so the HTTP layer gets the session store first. */
export function startAppRouter(): void {
  if (appRouter) return
  connectSessionStore()
  appRouter = createBrowserRouter(createRouteObjects())
  for (const listener of listeners) listener()
}

export function getAppRouter(): AppDataRouter | undefined {
  return appRouter
}

/** For useSyncExternalStore: the router appears once, after startAppRouter. */
export function subscribeAppRouter(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
