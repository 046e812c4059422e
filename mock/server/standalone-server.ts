import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { startEmbeddedProvider, type EmbeddedProvider } from '../oidc/embedded-provider.ts'
import { appOriginsFor, readPort, resolveProviderPort } from '../oidc/provider-settings.ts'
import { createBackendMiddleware } from './connect-adapter.ts'
import { corsHeaders, isPreflight, parseCorsOrigins, type CorsOrigins } from './cors.ts'
import { closeServer, listen } from './http-listen.ts'

/**
 * The embedded backend as a plain Node server on its own origin (`npm run mock:serve`), for an app
 * served elsewhere with VITE_API_BASE_URL pointing here: what a real ABP host looks like to the
 * browser, CORS included. The OpenID provider of mock/oidc runs beside it, one port higher.
 */
export interface StandaloneOptions {
  /** 0 = any free port (tests). */
  port: number
  host: string
  corsOrigins: CorsOrigins
  /** The provider's port; undefined = the server's port + 1; null = no provider. */
  oidcPort?: number | null
}

export interface StandaloneBackend {
  url: string
  /** Null when the provider is off or could not start. */
  issuer: string | null
  close: () => Promise<void>
}

export const defaultStandalonePort = 5300

/** The dev and preview ports the app is usually opened from (vite.config.ts). */
const usualAppPorts = [5173, 4173]

/** PORT, HOST, MOCK_CORS_ORIGINS and OIDC_PORT (`off` = no provider). */
export function optionsFromEnvironment(env: NodeJS.ProcessEnv): StandaloneOptions {
  const port = readPort(env.PORT) ?? defaultStandalonePort
  const oidc = env.OIDC_PORT?.trim().toLowerCase()
  return {
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    corsOrigins: parseCorsOrigins(env.MOCK_CORS_ORIGINS),
    oidcPort: oidc === 'off' ? null : resolveProviderPort(port, env.OIDC_PORT),
  }
}

function createRequestHandler(corsOrigins: CorsOrigins) {
  const backend = createBackendMiddleware()
  return (request: IncomingMessage, response: ServerResponse): void => {
    const cors = { method: request.method ?? 'GET', headers: request.headers }
    for (const [name, value] of Object.entries(corsHeaders(cors, corsOrigins))) {
      response.setHeader(name, value)
    }
    // ASP.NET Core's CORS middleware ends a preflight itself, before routing and authentication.
    if (isPreflight(cors)) {
      response.writeHead(204).end()
      return
    }
    backend(request, response, (error?: unknown) => {
      if (error) console.error('[standalone backend]', error)
      // Not a backend path: this server has no app to fall back to.
      response.writeHead(error ? 500 : 404).end()
    })
  }
}

async function startProvider(
  options: StandaloneOptions,
  port: number,
): Promise<EmbeddedProvider | null> {
  if (options.oidcPort === null) return null
  const appOrigins = options.corsOrigins ?? appOriginsFor(usualAppPorts)
  try {
    return await startEmbeddedProvider({
      port: options.oidcPort ?? resolveProviderPort(port),
      host: options.host,
      appOrigins: [...appOrigins],
    })
  } catch (error) {
    // Like the Vite plugin: a busy port costs the redirect sign-in only, never the API.
    const reason = error instanceof Error ? error.message : String(error)
    console.warn(`[standalone backend] OpenID provider not started: ${reason}`)
    return null
  }
}

export async function startStandaloneBackend(
  options: StandaloneOptions,
): Promise<StandaloneBackend> {
  const server = createServer(createRequestHandler(options.corsOrigins))
  const port = await listen(server, options.port, options.host)
  const provider = await startProvider(options, port)
  return {
    url: `http://${options.host}:${port}`,
    issuer: provider?.issuer ?? null,
    close: async () => {
      await provider?.close()
      await closeServer(server)
    },
  }
}

/** The `npm run mock:serve` process: start, log where, stop on SIGINT/SIGTERM. */
export async function runStandalone(env: NodeJS.ProcessEnv): Promise<void> {
  const options = optionsFromEnvironment(env)
  const backend = await startStandaloneBackend(options)
  const origins = options.corsOrigins?.join(', ') ?? 'any http://localhost:* or 127.0.0.1:*'
  console.log(`Embedded ABP backend: ${backend.url} (CORS: ${origins})`)
  if (backend.issuer) console.log(`OpenID provider: ${backend.issuer}`)
  const stop = () => {
    void backend.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
