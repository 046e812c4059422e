/**
 * The part of oidc-provider 9's API the embedded provider uses. The package ships no types and
 * `@types/oidc-provider` is not installed; these declarations cover exactly what mock/oidc calls,
 * so a wrong call still fails type-checking.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export type ClaimValue = string | number | boolean | string[] | null | undefined

  export interface AccountClaims {
    sub: string
    [claim: string]: ClaimValue
  }

  export interface Account {
    accountId: string
    claims(use: string, scope: string): AccountClaims | Promise<AccountClaims>
  }

  export interface ProviderClient {
    clientId: string
  }

  export interface ProviderSession {
    accountId?: string
    grantIdFor(clientId: string): string | undefined
  }

  export interface ProviderGrant {
    jti: string
    addOIDCScope(scope: string): void
    addOIDCClaims(claims: string[]): void
    addResourceScope(resource: string, scope: string): void
    save(): Promise<string>
  }

  export interface GrantConstructor {
    new (init: { accountId: string; clientId: string }): ProviderGrant
    find(id: string): Promise<ProviderGrant | undefined>
  }

  export interface OidcContext {
    route?: string
    client?: ProviderClient
    session?: ProviderSession
    account?: Account
    result?: { consent?: { grantId?: string } }
    requestParamScopes: Set<string>
    entities: Record<string, unknown>
    provider: Provider
  }

  export interface KoaContextWithOIDC {
    oidc: OidcContext
    type: string
    body: unknown
    status: number
  }

  export interface ResourceServer {
    scope: string
    audience?: string
    accessTokenTTL?: number
    accessTokenFormat?: 'opaque' | 'jwt'
    jwt?: { sign?: { alg?: string } }
  }

  export interface TokenLike {
    accountId?: string
    clientId?: string
    resourceServer?: ResourceServer
  }

  export interface InteractionDetails {
    uid: string
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> }
    params: Record<string, unknown>
    session?: { accountId?: string }
  }

  export interface InteractionResult {
    login?: { accountId: string; remember?: boolean }
    consent?: { grantId?: string }
    error?: string
    error_description?: string
  }

  export interface ClientMetadata {
    client_id: string
    client_name?: string
    token_endpoint_auth_method: 'none'
    application_type?: 'web' | 'native'
    response_types: string[]
    grant_types: string[]
    redirect_uris: string[]
    post_logout_redirect_uris: string[]
    scope?: string
  }

  type TtlFunction = (
    ctx: KoaContextWithOIDC | undefined,
    token: unknown,
    client: unknown,
  ) => number

  export interface Configuration {
    clients: ClientMetadata[]
    jwks: { keys: Record<string, unknown>[] }
    cookies: { keys: string[] }
    scopes: string[]
    claims: Record<string, string[]>
    conformIdTokenClaims?: boolean
    pkce: { required: () => boolean }
    responseTypes: string[]
    clientBasedCORS: (ctx: KoaContextWithOIDC, origin: string, client: ProviderClient) => boolean
    findAccount: (ctx: KoaContextWithOIDC, sub: string) => Promise<Account | undefined>
    loadExistingGrant: (ctx: KoaContextWithOIDC) => Promise<ProviderGrant | undefined>
    extraTokenClaims: (
      ctx: KoaContextWithOIDC,
      token: TokenLike,
    ) => Promise<Record<string, ClaimValue> | undefined>
    expiresWithSession: () => boolean
    issueRefreshToken: () => boolean
    rotateRefreshToken: boolean
    interactions: { url: (ctx: KoaContextWithOIDC, interaction: { uid: string }) => string }
    renderError: (ctx: KoaContextWithOIDC, out: Record<string, string>, error: Error) => void
    ttl: Partial<
      Record<
        | 'AccessToken'
        | 'AuthorizationCode'
        | 'IdToken'
        | 'RefreshToken'
        | 'Interaction'
        | 'Session'
        | 'Grant',
        TtlFunction
      >
    >
    features: {
      devInteractions: { enabled: boolean }
      revocation: { enabled: boolean }
      rpInitiatedLogout: {
        enabled: boolean
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => void
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => void
      }
      resourceIndicators: {
        enabled: boolean
        defaultResource: () => string
        useGrantedResource: () => boolean
        getResourceServerInfo: (
          ctx: KoaContextWithOIDC,
          resource: string,
          client: ProviderClient,
        ) => ResourceServer
      }
    }
  }

  export class Provider {
    constructor(issuer: string, configuration: Configuration)
    readonly issuer: string
    readonly Grant: GrantConstructor
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>
    on(event: string, listener: (...args: unknown[]) => void): this
  }

  export default Provider
}
