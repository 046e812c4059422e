import { createServer } from 'vite'

/**
 * Loads the embedded backend's TypeScript sources in a plain Node process (Node 20 cannot run
 * them itself): a Vite server in middleware mode, without the app's config, a port or file
 * watching beyond what `ssrLoadModule` needs. For the bench and the determinism test's processes;
 * close it when done.
 */
export function createSourceLoader() {
  return createServer({
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true },
  })
}
