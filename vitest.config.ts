import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

// The embedded-backend plugin is deliberately absent: in vitest the same mock handlers are served
// through msw (tests/setup/msw-server.ts).
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mock': fileURLToPath(new URL('./mock', import.meta.url)),
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./tests/setup/vitest-setup.ts'],
    include: [
      'src/**/*.test.{ts,tsx}',
      'mock/**/*.test.ts',
      'tests/integration/**/*.test.{ts,tsx}',
    ],
    restoreMocks: true,
    testTimeout: 15_000,
    pool: 'threads',
    maxWorkers: 2,
  },
})
