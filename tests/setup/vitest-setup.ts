import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { cleanup } from '@testing-library/react'
import Cookies from 'js-cookie'
import i18n, { i18nReady, loadShellTexts } from '@/i18n/i18n'
import { notifier } from '@/feedback/notifier'
import { configureApiClient } from '@/api/http/api-client'
import { resetSessionStores } from '@/stores/reset-session-stores'
import { liveCountsStream } from '@/query/use-live-counts-stream'
import { createFakeHttpDeps } from '../support/fake-http-deps'
import { mswServer, resetMockBackend } from './msw-server'

// jsdom has neither ResizeObserver nor matchMedia; antd's Menu overflow and Grid need them.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
// jsdom has no 2D canvas and logs "Not implemented" for each getContext call; answer as a browser
// without one would (the dashboard's chart then keeps to its text equivalent).
HTMLCanvasElement.prototype.getContext = () => null

// Node's BroadcastChannel reaches every worker thread of the run, so one test file's sign-in or
// sign-out would reach the sessions of a file running beside it (and of earlier files of the same
// worker). Each file gets channels of its own, as one browser profile would.
// (Files of a project that shares its module graph run this setup again: wrap Node's own class.)
const scoped = globalThis as { nodeBroadcastChannel?: typeof BroadcastChannel }
const NodeBroadcastChannel = (scoped.nodeBroadcastChannel ??= globalThis.BroadcastChannel)
const fileScope = crypto.randomUUID()
globalThis.BroadcastChannel = class FileScopedBroadcastChannel extends NodeBroadcastChannel {
  constructor(name: string) {
    super(`${fileScope}:${name}`)
  }
}

// The live counts' stream stays off in whole-app tests that are not about it: they assert the
// requests they expect, and an open stream would add one (tests/integration/live-counts.test.tsx
// turns it on).
liveCountsStream.isEnabled = false

beforeAll(async () => {
  mswServer.listen({ onUnhandledRequest: 'error' })
  // Texts load lazily in the app; tests start with every language ready.
  await i18nReady
  // Components are rendered outside the shell here: its texts are there as the shell would have
  // them (the layout route loads them with its code).
  await loadShellTexts()
  await i18n.loadLanguages(['en', 'zh-CN', 'es', 'ja'])
  await i18n.changeLanguage('en')
})
// API modules tested on their own talk to the embedded backend signed out; tests that need a
// session wire the app (tests/support/render-app.tsx) or configure the client themselves.
beforeEach(() => {
  const { deps, state } = createFakeHttpDeps()
  state.token = undefined
  configureApiClient(deps)
})
afterEach(() => {
  cleanup()
  notifier.reset()
  // Files of a worker share their modules: a session a test started without the app (e.g. a
  // second "tab") leaves its user and permissions in the stores, which the next file's app would
  // take for its own (the Clients page once opened as manager after the session tests).
  resetSessionStores()
  mswServer.resetHandlers()
  resetMockBackend()
  // `__Host-` cookies go only with Secure and path / (the files share one jsdom per worker).
  for (const name of Object.keys(Cookies.get())) {
    Cookies.remove(name)
    Cookies.remove(name, { path: '/', secure: true })
  }
  localStorage.clear()
  sessionStorage.clear()
})
afterAll(() => mswServer.close())
