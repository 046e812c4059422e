// `npm run mock:serve`: the embedded ABP backend (and its OpenID provider) as a plain Node server.
// Node 20 cannot run the TypeScript sources itself (no --experimental-strip-types), so Vite, which
// the project already has, bundles the server into one ES module first (node_modules stay
// external; about a second), and Node runs that. Settings: see mock/README.md, "Standalone mode".
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'

const root = fileURLToPath(new URL('../..', import.meta.url))
// Per port, so two servers started at once never overwrite each other's bundle.
const outDir = join(
  root,
  'node_modules',
  '.cache',
  `mock-standalone-${process.env.PORT ?? 'default'}`,
)

await build({
  root,
  configFile: false,
  logLevel: 'warn',
  build: {
    ssr: join(root, 'mock/server/standalone-server.ts'),
    outDir,
    emptyOutDir: true,
    copyPublicDir: false,
    minify: false,
    target: 'node20',
    rollupOptions: { output: { entryFileNames: 'standalone-server.mjs' } },
  },
})

const { runStandalone } = await import(pathToFileURL(join(outDir, 'standalone-server.mjs')).href)
await runStandalone(process.env)
