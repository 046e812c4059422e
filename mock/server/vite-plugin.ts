import type { AddressInfo, Server } from 'node:net'
import { loadEnv, type Logger, type Plugin, type PreviewServer, type ViteDevServer } from 'vite'
import { setDefaultRuntimeSettings } from '../core/runtime-settings.ts'
import { startEmbeddedProvider } from '../oidc/embedded-provider.ts'
import { appOriginsFor, issuerFor, resolveProviderPort } from '../oidc/provider-settings.ts'
import { serveRuntimeConfig } from './runtime-config-middleware.ts'
import { createBackendMiddleware } from './connect-adapter.ts'

/** MOCK_TOKEN_LIFETIME may live in the project's .env files, which Vite keeps out of process.env. */
function applyEnvironment(mode: string, envDir: string): void {
  const raw = loadEnv(mode, envDir, 'MOCK_').MOCK_TOKEN_LIFETIME
  const seconds = Number(raw)
  if (raw && Number.isInteger(seconds) && seconds > 0) {
    setDefaultRuntimeSettings({ tokenLifetimeSeconds: seconds })
  }
}

function oidcPortSetting(mode: string, envDir: string): string | undefined {
  return process.env.OIDC_PORT ?? loadEnv(mode, envDir, 'OIDC_').OIDC_PORT
}

interface ProviderPlacement {
  logger: Logger
  configuredPort: number
  /** Ports the app may be opened at (dev and preview), for the SPA client's redirect URIs. */
  appPorts: number[]
  oidcPort: string | undefined
}

/**
 * Starts the embedded OpenID provider once the app server listens (its port is known then) and
 * stops it with the server. A busy port only costs the redirect sign-in, never the server.
 */
function attachProvider(httpServer: Server | null, placement: ProviderPlacement): void {
  if (!httpServer) return
  httpServer.once('listening', () => {
    const actualPort = (httpServer.address() as AddressInfo | null)?.port ?? 0
    const port = resolveProviderPort(placement.configuredPort, placement.oidcPort)
    const started = startEmbeddedProvider({
      port,
      appOrigins: appOriginsFor([actualPort, ...placement.appPorts]),
    })
    // Registered at once: a server closed while the provider starts still stops it.
    httpServer.once('close', () => {
      void started.then((provider) => provider.close()).catch(() => undefined)
    })
    started.then(
      (provider) => placement.logger.info(`  ➜  OpenID provider: ${provider.issuer}`),
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error)
        placement.logger.warn(`Embedded OpenID provider not started (port ${port}): ${reason}`)
      },
    )
  })
}

/**
 * The embedded ABP backend inside `vite` (npm start) and `vite preview`, plus the embedded OpenID
 * provider (mock/oidc) beside it. The middleware is registered directly in the hooks, so it runs
 * before Vite's own middlewares, the SPA fallback included: `/api/...` never turns into index.html.
 */
/**
 * MOCK_EMBEDDED=off leaves the backend out, e.g. for a preview of a build whose
 * VITE_API_BASE_URL names a standalone backend (`npm run mock:serve`) on another origin.
 */
function isEmbeddingOff(mode: string, envDir: string): boolean {
  const value = process.env.MOCK_EMBEDDED ?? loadEnv(mode, envDir, 'MOCK_').MOCK_EMBEDDED
  return value?.trim().toLowerCase() === 'off'
}

/** The ABP mock on the server's own origin, and the OpenID provider next to it. */
function serveBackend(server: ViteDevServer | PreviewServer, configuredPort: number): void {
  const { config } = server
  const envDir = config.envDir || config.root
  if (isEmbeddingOff(config.mode, envDir)) {
    server.middlewares.use(serveRuntimeConfig({}))
    return
  }
  // The app's settings name this provider unless they name another one.
  const providerPort = resolveProviderPort(configuredPort, oidcPortSetting(config.mode, envDir))
  const namesProvider = Boolean(loadEnv(config.mode, envDir, 'VITE_').VITE_OIDC_AUTHORITY?.trim())
  server.middlewares.use(
    serveRuntimeConfig(
      namesProvider || providerPort === 0 ? {} : { VITE_OIDC_AUTHORITY: issuerFor(providerPort) },
    ),
  )
  server.middlewares.use(createBackendMiddleware())
  attachProvider(server.httpServer, {
    logger: config.logger,
    configuredPort,
    appPorts: [config.server.port, config.preview.port],
    oidcPort: oidcPortSetting(config.mode, config.envDir || config.root),
  })
}

export function embeddedBackend(): Plugin {
  return {
    name: 'embedded-abp-backend',
    configResolved(config) {
      applyEnvironment(config.mode, config.envDir || config.root)
    },
    configureServer(server) {
      serveBackend(server, server.config.server.port)
    },
    configurePreviewServer(server) {
      serveBackend(server, server.config.preview.port)
    },
  }
}
