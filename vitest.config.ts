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
      // Tests beside the modules' pages use the shared test support.
      '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
    },
  },
  test: {
    restoreMocks: true,
    testTimeout: 15_000,
    pool: 'threads',
    maxWorkers: 2,
    projects: [
      {
        // The embedded backend on its own: plain Node, no DOM and no app setup (a jsdom
        // environment and the app's texts cost about two seconds per file).
        extends: true,
        test: {
          name: 'backend',
          environment: 'node',
          setupFiles: ['./tests/setup/backend-setup.ts'],
          include: ['mock/**/*.test.ts', 'tests/lint/**/*.test.ts', 'tests/contracts/**/*.test.ts'],
          // Goes through msw and jsdom's XMLHttpRequest, as the app does.
          exclude: ['mock/msw/**'],
        },
      },
      {
        // Pure rules beside the modules (`*.test.ts`) and the build's scripts: plain Node, no DOM
        // and no app setup. A test that needs them (the msw backend, i18n, the stores, a DOM) is
        // `*.test.tsx` or `*.dom.test.ts` and runs in the next project.
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.dom.test.ts'],
        },
      },
      {
        // One jsdom and one module graph per worker as well: creating a jsdom and loading the app's
        // texts cost about 2.5 s per file, five sixths of this project's time. Files must not lean
        // on vi.mock of app modules (another file may have loaded them): spy on the object instead.
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['./tests/setup/antd-styles-off.ts', './tests/setup/vitest-setup.ts'],
          include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts', 'mock/msw/**/*.test.ts'],
        },
      },
      {
        // Whole-app journeys share one jsdom and one module graph per worker instead of
        // re-creating them for each file (the app's imports are most of a file's start-up). Each
        // test ends its session (resetSession) and the shared setup resets cookies, storage,
        // handlers and the backend, so nothing carries over.
        extends: true,
        test: {
          name: 'integration',
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['./tests/setup/antd-styles-off.ts', './tests/setup/vitest-setup.ts'],
          include: ['tests/integration/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
})
