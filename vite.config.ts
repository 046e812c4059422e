import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { embeddedBackend } from './mock/server/vite-plugin.ts'

/**
 * index.html's <title> until the app sets it in the UI language: the deployment's VITE_APP_TITLE,
 * else the product's name. VITE_APP_TITLE itself keeps no default: set, it overrides the
 * translated name in every language (src/hooks/use-app-title.ts).
 */
function htmlTitle(): Plugin {
  let title = '项目管理平台'
  return {
    name: 'html-title',
    configResolved(config) {
      title = config.env.VITE_APP_TITLE?.trim() || title
    },
    transformIndexHtml: (html) =>
      html.replace('%APP_TITLE%', title.replace(/&/g, '&amp;').replace(/</g, '&lt;')),
  }
}

const port = Number(process.env.PORT ?? 5173)
const previewPort = Number(process.env.PREVIEW_PORT ?? 4173)

export default defineConfig({
  plugins: [react(), htmlTitle(), embeddedBackend()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mock': fileURLToPath(new URL('./mock', import.meta.url)),
    },
  },
  server: { port, strictPort: true },
  preview: { host: '127.0.0.1', port: previewPort, strictPort: true },
  build: {
    // The bench (scripts/bench.mjs) maps routes to their lazy chunks through the manifest.
    manifest: true,
    // Budget guard: antd is split per route; a chunk above this size means a route pulled too much.
    chunkSizeWarningLimit: 700,
  },
})
