import { defineConfig, devices } from '@playwright/test'

/**
 * Browser journeys against the BUILT app (`vite build` runs once before, in scripts/test-all.sh or
 * `npm run test:e2e`) served by `vite preview`, whose embedded-backend plugin serves the mock ABP API
 * on the same origin. Debian's Chromium, never a Playwright download.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
// PREVIEW_PORT and E2E_DIST (a build made with `vite build --outDir <dir>`) let parallel runs
// each serve their own build on their own port.
const port = Number(process.env.PREVIEW_PORT ?? process.env.E2E_PORT ?? 4173)
const outDirArg = process.env.E2E_DIST ? ` --outDir ${process.env.E2E_DIST}` : ''
const baseURL = `http://127.0.0.1:${port}`

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export default defineConfig({
  testDir: './tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'en-US',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
    },
  ],
  webServer: {
    // Spawn vite's JS directly: killing an `npx` wrapper orphans the real server.
    command: `node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port ${port} --strictPort${outDirArg}`,
    url: `${baseURL}/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      MOCK_TOKEN_LIFETIME: process.env.MOCK_TOKEN_LIFETIME ?? '3600',
    },
  },
})
