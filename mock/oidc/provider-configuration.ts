import type {
  ClientMetadata,
  Configuration,
  KoaContextWithOIDC,
  ProviderGrant,
} from 'oidc-provider'
import { findUserById } from '../core/db/database.ts'
import { abpUserClaims, findAccount } from './account-claims.ts'
import { renderErrorPage, renderLogoutPage, renderSignedOutPage } from './provider-pages.ts'
import {
  apiAudience,
  apiResource,
  apiScope,
  openIdScopes,
  spaClientId,
} from './provider-settings.ts'

export interface ProviderConfigurationInput {
  clients: ClientMetadata[]
  appOrigins: readonly string[]
  signingJwk: Record<string, unknown>
  cookieKeys: string[]
  /** Read per token, so `/__mock/config` can shorten lifetimes while the provider runs. */
  accessTokenLifetime: () => number
}

const day = 24 * 3600
/** OpenIddict's default refresh-token lifetime. */
const refreshTokenLifetime = 14 * day

const claimsByScope = {
  openid: ['sub', 'tenantid'],
  profile: ['name', 'preferred_username', 'given_name', 'family_name'],
  email: ['email', 'email_verified'],
  phone: ['phone_number', 'phone_number_verified'],
  role: ['role'],
  address: ['address'],
}

/**
 * The SPA is first-party: its sign-in never shows a consent screen. The grant covers the OpenID
 * scopes it asked for and the API scope (oidc-provider's "skip consent" recipe).
 */
async function loadExistingGrant(ctx: KoaContextWithOIDC): Promise<ProviderGrant | undefined> {
  const { client, session, result, provider, requestParamScopes } = ctx.oidc
  if (!client || !session?.accountId) return undefined
  const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId)
  if (grantId) {
    const existing = await provider.Grant.find(grantId)
    if (existing) return existing
  }
  if (client.clientId !== spaClientId) return undefined
  const grant = new provider.Grant({ accountId: session.accountId, clientId: client.clientId })
  const wanted = [...requestParamScopes].filter((scope) => openIdScopes.includes(scope))
  grant.addOIDCScope(wanted.join(' '))
  grant.addOIDCClaims(Object.values(claimsByScope).flat())
  grant.addResourceScope(apiResource, apiScope)
  await grant.save()
  return grant
}

/** ABP's user claims inside the JWT access token, as OpenIddict issues them. */
function extraTokenClaims(_ctx: KoaContextWithOIDC, token: { accountId?: string }) {
  const user = token.accountId ? findUserById(token.accountId) : undefined
  return Promise.resolve(user ? abpUserClaims(user) : undefined)
}

export function buildProviderConfiguration(input: ProviderConfigurationInput): Configuration {
  const fixed = (seconds: number) => () => seconds
  return {
    clients: input.clients,
    jwks: { keys: [input.signingJwk] },
    cookies: { keys: input.cookieKeys },
    scopes: openIdScopes,
    claims: claimsByScope,
    // Code flow only: scope claims go into the ID token (the SPA reads no userinfo).
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin) => input.appOrigins.includes(origin),
    findAccount: (_ctx, sub) => Promise.resolve(findAccount(sub)),
    loadExistingGrant,
    extraTokenClaims,
    // Refresh tokens belong to the provider session: ending it (RP-initiated logout or a sign-out
    // elsewhere) revokes the grant, so the app's next renewal fails and it returns to sign-in.
    expiresWithSession: () => true,
    issueRefreshToken: () => true,
    // One-time refresh tokens (OAuth 2.0 Security BCP for public clients); a replayed one revokes
    // the whole grant, which is why the app serialises its renewals.
    rotateRefreshToken: true,
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    renderError: (ctx, out) => {
      ctx.type = 'html'
      ctx.body = renderErrorPage(out.error ?? 'error', out.error_description)
    },
    ttl: {
      AccessToken: () => input.accessTokenLifetime(),
      AuthorizationCode: fixed(60),
      IdToken: fixed(3600),
      RefreshToken: fixed(refreshTokenLifetime),
      Interaction: fixed(3600),
      Session: fixed(refreshTokenLifetime),
      Grant: fixed(refreshTokenLifetime),
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html'
          // Only a verified id_token_hint proves the request came from the app (no CSRF logout).
          const fromApp =
            !!ctx.oidc.entities.IdTokenHint && ctx.oidc.client?.clientId === spaClientId
          ctx.body = renderLogoutPage(form, fromApp)
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html'
          ctx.body = renderSignedOutPage()
        },
      },
      resourceIndicators: {
        enabled: true,
        // The SPA names no resource: every token it gets is for the API, refreshes included.
        defaultResource: () => apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: apiScope,
          audience: apiAudience,
          accessTokenFormat: 'jwt',
          accessTokenTTL: input.accessTokenLifetime(),
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
  }
}
