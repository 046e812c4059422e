import { vi } from 'vitest'
import type { HttpClientDeps } from '../create-http-client'

/** Mutable session the fake getters read, so a test can "sign in" or "refresh" mid-flight. */
export interface FakeSession {
  token: string | undefined
  tenantId: string | undefined
}

/** Dependencies of createHttpClient with spies, for tests against msw. */
export function createFakeHttpDeps(overrides: Partial<HttpClientDeps> = {}) {
  const session: FakeSession = { token: 'token-1', tenantId: undefined }
  const notifyError = vi.fn<(message: string, details?: string) => void>()
  const onUnauthorized = vi.fn<() => void>()
  const deps: HttpClientDeps = {
    baseURL: '',
    timeout: 2_000,
    acceptLanguage: 'zh-Hans',
    getAccessToken: () => session.token,
    getTenantId: () => session.tenantId,
    translate: (key) => `t:${key}`,
    notifyError,
    onUnauthorized,
    ...overrides,
  }
  return { deps, session, notifyError, onUnauthorized }
}
