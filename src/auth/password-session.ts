import { redirect } from 'react-router-dom'
import {
  prepareTokenClient,
  refreshToken,
  requestPasswordToken,
  revokeRefreshToken,
  TokenRequestError,
  type TokenSet,
} from '@/api/auth/token-api'
import { buildLoginPath } from '@/utils/safe-redirect'
import type { RenewResult, Session } from './session'
import { createSessionBroadcast, followOtherTabs, type SessionEvents } from './session-broadcast'
import { identityFromAccessToken, isSameIdentity } from './token-identity'
import {
  computeRenewalDelay,
  computeRetryDelay,
  isRenewalRefused,
  isTokenExpired,
  tokenExpiresAt,
} from './token-renewal-rules'
import {
  clearStoredTokens,
  readStoredTokens,
  writeStoredTokens,
  type StoredTokens,
} from './token-storage'
import { withRenewalLock } from './with-renewal-lock'

/** Shared by every tab of the app: they share the refresh-token cookie. */
export const passwordRenewalLock = 'project-admin:password-token-renewal'

/** Without `expires_in` the token is treated as ABP's default one-hour token. */
const defaultLifetimeSeconds = 3600

// react-router's way out of a loader: a thrown redirect Response.
function toLoginPage(returnTo: string): never {
  throw redirect(buildLoginPath(returnTo))
}

/**
 * The password grant (spec §4): the in-app /login form, tokens in session cookies shared by the
 * tabs, renewal with the refresh token before expiry.
 */
export function createPasswordSession(events: SessionEvents): Session {
  const broadcast = createSessionBroadcast()
  let current: StoredTokens | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let renewing: Promise<RenewResult> | undefined
  let outages = 0
  // Bumped when the session ends: a renewal that started before never writes its tokens back.
  let generation = 0

  function schedule(delay: number): void {
    clearTimeout(timer)
    timer = setTimeout(() => void session.renew(), delay)
  }

  function adopt(tokens: StoredTokens): void {
    current = tokens
    outages = 0
    if (tokens.expiresAt && tokens.refreshToken) {
      const lifetime = tokens.expiresAt - Date.now()
      schedule(computeRenewalDelay(tokens.expiresAt, Date.now(), lifetime))
    }
  }

  /** Keeps the tokens of an answer to a request sent at `requestedAt`. */
  function apply(
    response: TokenSet,
    requestedAt: number,
    tenant: string | undefined,
    previous?: StoredTokens,
  ): void {
    const tokens: StoredTokens = {
      accessToken: response.accessToken,
      // A server that does not rotate refresh tokens answers without one: the old one stays.
      refreshToken: response.refreshToken ?? previous?.refreshToken,
      expiresAt: tokenExpiresAt(requestedAt, response.expiresIn ?? defaultLifetimeSeconds),
      tenant,
    }
    writeStoredTokens(tokens)
    adopt(tokens)
  }

  async function renewInLock(startedIn: number): Promise<RenewResult> {
    const stored = readStoredTokens()
    if (startedIn !== generation) return 'ended'
    if (!stored) return endWith('ended') // another tab signed out
    const isFreshFromElsewhere =
      stored.accessToken !== current?.accessToken && !isTokenExpired(stored.expiresAt, Date.now())
    if (isFreshFromElsewhere) {
      // Another tab renewed, or signed in: only the same person's token is taken over.
      if (
        current &&
        !isSameIdentity(identityFromAccessToken(stored.accessToken), session.getIdentity())
      ) {
        events.onIdentityChanged()
        return 'ended'
      }
      adopt(stored)
      return 'renewed'
    }
    if (!stored.refreshToken) return endWith('ended')
    try {
      const requestedAt = Date.now()
      const response = await refreshToken(stored.refreshToken, stored.tenant)
      if (startedIn !== generation) return 'ended'
      apply(response, requestedAt, stored.tenant, stored)
      return 'renewed'
    } catch (error) {
      if (startedIn !== generation) return 'ended'
      const refused =
        error instanceof TokenRequestError && isRenewalRefused(error.status, error.oauthError)
      if (refused) return adoptRotatedElsewhere(stored.refreshToken) ? 'renewed' : endWith('ended')
      schedule(computeRetryDelay(outages++))
      return 'unreachable'
    }
  }

  /**
   * A refresh token is refused once another tab has used it. That tab stored its new tokens before
   * it let go of the lock, but a browser may show them to this tab's cookies a moment late (each
   * tab's cookies reach the store on their own channel): read them again after the refusal and
   * take over the same person's newer tokens instead of ending the session.
   */
  function adoptRotatedElsewhere(refused: string): boolean {
    const stored = readStoredTokens()
    if (!stored?.refreshToken || stored.refreshToken === refused) return false
    if (isTokenExpired(stored.expiresAt, Date.now())) return false
    if (!isSameIdentity(identityFromAccessToken(stored.accessToken), session.getIdentity())) {
      return false
    }
    adopt(stored)
    return true
  }

  /** The server refused (or another tab's sign-out took the tokens): the session is over. */
  function endWith(result: RenewResult): RenewResult {
    session.end()
    events.onExpired()
    return result
  }

  const session: Session = {
    method: 'password',
    usesLoginPage: true,
    getAccessToken: () => current?.accessToken,
    isAccessTokenExpired: () => isTokenExpired(current?.expiresAt, Date.now(), 0),
    getTenantHeader: () => current?.tenant,
    getIdentity: () => (current ? identityFromAccessToken(current.accessToken) : undefined),
    async restore() {
      if (current) return 'ready'
      const stored = readStoredTokens()
      if (!stored) return 'none'
      if (!isTokenExpired(stored.expiresAt, Date.now())) {
        adopt(stored)
        return 'ready'
      }
      current = stored
      const result = await session.renew()
      if (result === 'renewed') return 'ready'
      return result === 'unreachable' ? 'unreachable' : 'none'
    },
    renew() {
      const startedIn = generation
      renewing ??= withRenewalLock(passwordRenewalLock, () => renewInLock(startedIn)).finally(
        () => {
          renewing = undefined
        },
      )
      return renewing
    },
    async signIn(credentials) {
      const tenant = credentials.tenant?.trim() || undefined
      const requestedAt = Date.now()
      const response = await requestPasswordToken({ ...credentials, tenant })
      generation += 1
      apply(response, requestedAt, tenant)
      broadcast.post({ type: 'signed-in', identity: session.getIdentity() })
    },
    prepareSignIn: prepareTokenClient,
    startSignIn: toLoginPage,
    // Spec §8: the login form, which shows the message and lets another user sign in.
    leaveFailedSession: toLoginPage,
    restartSignIn(returnTo, navigate) {
      void navigate(buildLoginPath(returnTo))
    },
    end() {
      generation += 1
      clearTimeout(timer)
      const mine = current
      current = undefined
      // The shared cookies go with this tab's session, unless another tab has meanwhile signed
      // in as someone else: that session is theirs (this tab reloads into it).
      const stored = readStoredTokens()
      const isTheirs =
        !!stored &&
        !!mine &&
        stored.accessToken !== mine.accessToken &&
        !isSameIdentity(
          identityFromAccessToken(stored.accessToken),
          identityFromAccessToken(mine.accessToken),
        )
      if (!isTheirs) clearStoredTokens()
    },
    async signOut(navigate) {
      const stored = current ?? readStoredTokens()
      session.end()
      broadcast.post({ type: 'signed-out' })
      await navigate('/login')
      // The refresh token goes back to the server; a server that cannot take it must not keep
      // the user from leaving.
      if (stored?.refreshToken) {
        await revokeRefreshToken(stored.refreshToken, stored.tenant).catch(() => undefined)
      }
    },
  }
  followOtherTabs(broadcast, session, events)
  return session
}
