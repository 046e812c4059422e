import type { StateStore, UserManagerSettings } from 'oidc-client-ts'
import type { AppConfig } from '@/config/app-config'

export interface OidcStores {
  /** Spec §3: users of the redirect flow are kept in local storage (shared by the tabs). */
  userStore: StateStore
  /** The sign-in request in flight (PKCE verifier, return address): only its own tab needs it. */
  stateStore: StateStore
}

/**
 * The one configuration of the redirect flow. Authorization code + PKCE is the only flow
 * oidc-client-ts 3 supports (the original's implicit `id_token token` is gone, and the OAuth 2.0
 * Security BCP forbids it). Tokens renew with the refresh token (`offline_access`), no iframe.
 */
export function createOidcSettings(
  oidc: AppConfig['oidc'],
  stores: OidcStores,
): UserManagerSettings {
  return {
    authority: oidc.authority,
    client_id: oidc.clientId,
    redirect_uri: oidc.redirectUri,
    post_logout_redirect_uri: oidc.postLogoutRedirectUri,
    response_type: 'code',
    scope: oidc.scope,
    userStore: stores.userStore,
    stateStore: stores.stateStore,
    // The session renews on `accessTokenExpiring` itself, so every renewal (timer, 401, guard)
    // goes through its one single flight and cross-tab lock.
    automaticSilentRenew: false,
    // Discovery, code exchange, renewal and revocation give up after 10 s with a clear message.
    requestTimeoutInSeconds: 10,
    silentRequestTimeoutInSeconds: 10,
    // Providers with OpenID Connect Session Management (a check_session_iframe) report a sign-out
    // made elsewhere at once; without one (oidc-provider 9) the next renewal notices instead.
    monitorSession: true,
    // The profile comes from the ID token; the API scope's access token is not for /userinfo.
    loadUserInfo: false,
    // Refresh tokens outlive the page, so logout gives them back first (best effort, see
    // oidc-session.ts). JWT access tokens cannot be revoked and expire on their own.
    revokeTokenTypes: ['refresh_token'],
    // RFC 7009 defines only the status of a revocation answer; oidc-provider sends text/plain.
    revokeTokenAdditionalContentTypes: ['text/plain'],
  }
}
