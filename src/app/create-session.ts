import { createDemoSession, type DemoSession } from '@/auth/demo-session'
import type { OidcSession } from '@/auth/oidc/oidc-session'
import { createPasswordSession } from '@/auth/password-session'
import type { Session } from '@/auth/session'
import type { SessionEvents } from '@/auth/session-broadcast'
import type { AppConfig } from '@/config/app-config'
import { importWithRetry } from '@/utils/import-with-retry'

export type SessionFactory = (events: SessionEvents) => Session | OidcSession | DemoSession

/**
 * How this page's one session is made, by sign-in method. The redirect flow's code
 * (oidc-client-ts) loads only in that mode: the password build's first page stays small.
 */
export async function loadSessionFactory(config: AppConfig): Promise<SessionFactory> {
  if (config.grantType === 'authorization_code') {
    const { createOidcSession } = await importWithRetry(() => import('@/auth/oidc/oidc-session'))
    return (events) => createOidcSession(config.oidc, events)
  }
  return config.loginMode === 'demo' ? createDemoSession : createPasswordSession
}
