import { loadEnv, type Plugin } from 'vite'
import { setDefaultRuntimeSettings } from '../core/runtime-settings.ts'
import { createBackendMiddleware } from './connect-adapter.ts'

/** MOCK_TOKEN_LIFETIME may live in the project's .env files, which Vite keeps out of process.env. */
function applyEnvironment(mode: string, envDir: string): void {
  const raw = loadEnv(mode, envDir, 'MOCK_').MOCK_TOKEN_LIFETIME
  const seconds = Number(raw)
  if (raw && Number.isInteger(seconds) && seconds > 0) {
    setDefaultRuntimeSettings({ tokenLifetimeSeconds: seconds })
  }
}

/**
 * The embedded ABP backend inside `vite` (npm start) and `vite preview`. The middleware is
 * registered directly in the hooks, so it runs before Vite's own middlewares, the SPA fallback
 * included: `/api/...` never turns into index.html.
 */
export function embeddedBackend(): Plugin {
  return {
    name: 'embedded-abp-backend',
    configResolved(config) {
      applyEnvironment(config.mode, config.envDir || config.root)
    },
    configureServer(server) {
      server.middlewares.use(createBackendMiddleware())
    },
    configurePreviewServer(server) {
      server.middlewares.use(createBackendMiddleware())
    },
  }
}
