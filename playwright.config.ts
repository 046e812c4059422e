import { defineConfig, devices, type PlaywrightTestConfig, type Project } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/chromium-options.mjs'
import { selectedProjects } from './tests/e2e/support/selected-projects'
import {
  standaloneApiPort,
  standaloneApiURL,
  standaloneAppPort,
  standaloneAppURL,
  standaloneSpecs,
} from './tests/e2e/support/standalone'

/**
 * Browser journeys against the BUILT app (`vite build` runs once before, in scripts/test-all.sh or
 * `npm run test:e2e`) served by `vite preview`, whose embedded-backend plugin serves the mock ABP API
 * on the same origin. Debian's Chromium, never a Playwright download.
 */
// PREVIEW_PORT and E2E_DIST (a build made with `vite build --outDir <dir>`) let parallel runs
// each serve their own build on their own port.
const port = Number(process.env.PREVIEW_PORT ?? process.env.E2E_PORT ?? 4173)
const outDirArg = process.env.E2E_DIST ? ` --outDir ${process.env.E2E_DIST}` : ''
const baseURL = `http://127.0.0.1:${port}`

// The redirect sign-in (OpenID Connect) needs its own build: VITE_AUTH_GRANT_TYPE is read at build
// time. Project `oidc` runs tests/e2e/oidc-*.spec.ts against it, served by a second preview server
// (OIDC_PREVIEW_PORT, default PREVIEW_PORT + 100) whose embedded OpenID provider listens one port
// higher. The server's command builds it first (≈2 s), so the issuer baked into the build always
// matches the port it is served from.
const oidcPort = Number(process.env.OIDC_PREVIEW_PORT ?? port + 100)
// Per port, so parallel runs never rebuild the directory another run is serving.
const oidcDist = process.env.E2E_OIDC_DIST ?? `dist-oidc-${oidcPort}`
const oidcBaseURL = `http://127.0.0.1:${oidcPort}`
const oidcSpecs = /oidc-[^/]*\.spec\.ts$/
// E2E_OIDC=off leaves that build and server out (a quick run of the password journeys only).
const withOidc = process.env.E2E_OIDC !== 'off'
const vite = 'node node_modules/vite/bin/vite.js'

const oidcProject: Project = {
  name: 'oidc',
  testMatch: oidcSpecs,
  use: {
    ...devices['Desktop Chrome'],
    baseURL: oidcBaseURL,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
}

type WebServer = Exclude<PlaywrightTestConfig['webServer'], unknown[] | undefined>

const oidcServer: WebServer = {
  command: `${vite} build --outDir ${oidcDist} --logLevel warn && ${vite} preview --host 127.0.0.1 --port ${oidcPort} --strictPort --outDir ${oidcDist}`,
  // Ready when the provider beside it answers (it starts once the preview server listens).
  url: `http://127.0.0.1:${oidcPort + 1}/.well-known/openid-configuration`,
  reuseExistingServer: !process.env.CI,
  timeout: 120_000,
  stdout: 'ignore',
  stderr: 'pipe',
  env: {
    VITE_AUTH_GRANT_TYPE: 'authorization_code',
    // A production build has no development default for the provider: name it explicitly.
    VITE_OIDC_AUTHORITY: `http://127.0.0.1:${oidcPort + 1}`,
    PREVIEW_PORT: String(oidcPort),
    MOCK_TOKEN_LIFETIME: process.env.MOCK_TOKEN_LIFETIME ?? '3600',
  },
}

const previewServer: WebServer = {
  // Spawn vite's JS directly: killing an `npx` wrapper orphans the real server.
  command: `${vite} preview --host 127.0.0.1 --port ${port} --strictPort${outDirArg}`,
  url: `${baseURL}/login`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
  stdout: 'ignore',
  stderr: 'pipe',
  env: {
    MOCK_TOKEN_LIFETIME: process.env.MOCK_TOKEN_LIFETIME ?? '3600',
  },
}

// Project `standalone` (tests/e2e/standalone-*.spec.ts): the app built with VITE_API_BASE_URL
// naming a standalone backend (`npm run mock:serve`) on a second origin, served by a preview server
// whose embedded backend is off (MOCK_EMBEDDED=off), so every API call crosses origins (CORS).
const standaloneDist = `dist-standalone-${standaloneAppPort}`
const standaloneProject: Project = {
  name: 'standalone',
  testMatch: standaloneSpecs,
  use: {
    ...devices['Desktop Chrome'],
    baseURL: standaloneAppURL,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
}
const standaloneServers: WebServer[] = [
  {
    command: 'node mock/server/serve.mjs',
    url: `${standaloneApiURL}/api/abp/multi-tenancy/tenants/by-name/demo`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(standaloneApiPort), OIDC_PORT: 'off', MOCK_TOKEN_LIFETIME: '3600' },
  },
  {
    command: `${vite} build --outDir ${standaloneDist} --logLevel warn && ${vite} preview --host 127.0.0.1 --port ${standaloneAppPort} --strictPort --outDir ${standaloneDist}`,
    url: `${standaloneAppURL}/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      VITE_API_BASE_URL: standaloneApiURL,
      MOCK_EMBEDDED: 'off',
      PREVIEW_PORT: String(standaloneAppPort),
    },
  },
]

// Only the servers of the projects asked for (`--project=standalone` starts just its own two).
const selected = selectedProjects(process.argv)
const wanted = (project: string) => selected === null || selected.includes(project)

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
    // A stuck click or load fails with its own step named, instead of the test's timeout.
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [oidcSpecs, standaloneSpecs],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
    },
    ...(withOidc ? [oidcProject] : []),
    standaloneProject,
  ],
  webServer: [
    ...(wanted('chromium') ? [previewServer] : []),
    ...(withOidc && wanted('oidc') ? [oidcServer] : []),
    ...(wanted('standalone') ? standaloneServers : []),
  ],
})
