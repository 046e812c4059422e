import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { getRuntimeSettings } from '../core/runtime-settings.ts'
import { registerTokenVerifier } from '../core/token-service.ts'
import { closeServer, listen } from '../server/http-listen.ts'
import { createAccessTokenVerifier } from './access-token-verifier.ts'
import { createInteractionHandler } from './interaction-handler.ts'
import { buildProviderConfiguration } from './provider-configuration.ts'
import { apiAudience, buildSpaClient, issuerFor, providerHost } from './provider-settings.ts'
import { createSigningKeys } from './signing-keys.ts'

export interface EmbeddedProviderOptions {
  /** 0 = any free port (tests). */
  port: number
  host?: string
  /** Origins the SPA is served from: its redirect URIs, post-logout URIs and CORS. */
  appOrigins: string[]
  /** Seconds; defaults to the embedded backend's runtime setting (`/__mock/config`). */
  accessTokenLifetime?: () => number
}

export interface EmbeddedProvider {
  issuer: string
  port: number
  close: () => Promise<void>
}

/**
 * A real OpenID provider (oidc-provider) beside the embedded ABP API: the same seeded accounts,
 * its own sign-in page, code + PKCE for the SPA, rotating refresh tokens and RS256 JWT access
 * tokens that the embedded API accepts (registered as a token verifier while the provider runs).
 */
export async function startEmbeddedProvider(
  options: EmbeddedProviderOptions,
): Promise<EmbeddedProvider> {
  // Imported on start only: `vite build` loads this module through vite.config.ts and must not
  // pay for (or print the runtime warnings of) a provider it never starts.
  const { default: Provider } = await import('oidc-provider')
  const host = options.host ?? providerHost
  const keys = await createSigningKeys()
  const server = createServer()
  const port = await listen(server, options.port, host)
  const issuer = issuerFor(port, host)
  const provider = new Provider(
    issuer,
    buildProviderConfiguration({
      clients: [buildSpaClient(options.appOrigins)],
      appOrigins: options.appOrigins,
      signingJwk: { ...keys.privateJwk },
      cookieKeys: [randomBytes(32).toString('base64url')],
      accessTokenLifetime:
        options.accessTokenLifetime ?? (() => getRuntimeSettings().tokenLifetimeSeconds),
    }),
  )
  provider.on('server_error', (_ctx, error) => console.error('[embedded OpenID provider]', error))

  const handleInteraction = createInteractionHandler(provider)
  const handleProvider = provider.callback()
  server.on('request', (req, res) => {
    // Browsers ask every origin for an icon; a 404 would only add noise to their consoles.
    if (req.url === '/favicon.ico') {
      res.writeHead(204).end()
      return
    }
    void handleInteraction(req, res).then((handled) => {
      if (!handled) handleProvider(req, res)
    })
  })

  const unregisterVerifier = registerTokenVerifier(
    createAccessTokenVerifier({ issuer, audience: apiAudience, jwks: keys.publicJwks }),
  )
  return {
    issuer,
    port,
    close: async () => {
      unregisterVerifier()
      await closeServer(server)
    },
  }
}
