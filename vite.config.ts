import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { embeddedBackend } from './mock/server/vite-plugin.ts'

// index.html's <title> reads it; .env files may override.
process.env.VITE_APP_TITLE ??= 'project management platform'

const port = Number(process.env.PORT ?? 5173)
const previewPort = Number(process.env.PREVIEW_PORT ?? 4173)

export default defineConfig({
  plugins: [react(), embeddedBackend()],
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
