import { vi } from 'vitest'
import type { ApiError } from '@/api/http/api-error'
import type { HttpClientDeps } from '@/api/http/create-http-client'

/** Mutable session the fake reads, so a test can "sign in" or "renew" mid-flight. */
export interface FakeSession {
  token: string | undefined
  tenant: string | undefined
  /** The token is past its expiry (a renewal that is late). */
  expired: boolean
}

type RenewResult = Awaited<ReturnType<HttpClientDeps['session']['renew']>>

/** Dependencies of createHttpClient with spies, for tests against msw. */
export function createFakeHttpDeps(overrides: Partial<HttpClientDeps> = {}) {
  const state: FakeSession = { token: 'token-1', tenant: undefined, expired: false }
  const renew = vi.fn<() => Promise<RenewResult>>(() => Promise.resolve('ended'))
  const reportError = vi.fn<(error: ApiError) => void>()
  const onSessionEnded = vi.fn<() => void>()
  const deps: HttpClientDeps = {
    baseURL: '',
    timeout: 2_000,
    session: {
      getAccessToken: () => state.token,
      isAccessTokenExpired: () => state.expired,
      getTenantHeader: () => state.tenant,
      renew,
    },
    getLanguage: () => 'en',
    getCsrfToken: () => undefined,
    translate: (key) => `t:${key}`,
    reportError,
    onSessionEnded,
    ...overrides,
  }
  /** The messages the user would have been shown. */
  const reported = () => reportError.mock.calls.map(([error]) => error.message)
  return { deps, state, renew, reportError, reported, onSessionEnded }
}
