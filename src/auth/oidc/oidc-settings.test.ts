import { InMemoryWebStorage, WebStorageStateStore } from 'oidc-client-ts'
import { describe, expect, it } from 'vitest'
import { createOidcSettings } from './oidc-settings'

const oidc = {
  authority: 'http://127.0.0.1:5174',
  clientId: 'ProjectAdmin_Spa',
  scope: 'openid email profile role phone address BaseService offline_access',
  redirectUri: 'http://127.0.0.1:5173/auth-redirect',
  postLogoutRedirectUri: 'http://127.0.0.1:5173/',
}

describe('createOidcSettings', () => {
  it('asks for authorization code + PKCE with refresh-token renewal and session monitoring', () => {
    const userStore = new WebStorageStateStore({ store: new InMemoryWebStorage() })
    const stateStore = new WebStorageStateStore({ store: new InMemoryWebStorage() })
    const settings = createOidcSettings(oidc, { userStore, stateStore })
    expect(settings).toMatchObject({
      authority: oidc.authority,
      client_id: 'ProjectAdmin_Spa',
      redirect_uri: oidc.redirectUri,
      post_logout_redirect_uri: oidc.postLogoutRedirectUri,
      response_type: 'code',
      automaticSilentRenew: false,
      requestTimeoutInSeconds: 10,
      monitorSession: true,
      revokeTokenTypes: ['refresh_token'],
    })
    expect(settings.scope).toContain('offline_access')
    expect(settings.userStore).toBe(userStore)
    expect(settings.stateStore).toBe(stateStore)
    // PKCE stays on and no iframe renewal is configured: refresh tokens only.
    expect(settings.disablePKCE).toBeUndefined()
    expect(settings.silent_redirect_uri).toBeUndefined()
  })
})
