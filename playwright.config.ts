import { defineConfig, devices, type PlaywrightTestConfig, type Project } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/chromium-options.mjs'
import {
  nginxApiPort,
  nginxApiURL,
  nginxOidcPort,
  nginxOidcURL,
  nginxPasswordPort,
  nginxPasswordURL,
  nginxProviderURL,
  nginxSpecs,
} from './tests/e2e/support/nginx'
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

// One build for every sign-in mode: the settings are read at start from config.js, which
// `vite preview` writes from its environment. Project `oidc` runs tests/e2e/oidc-*.spec.ts
// against the same dist/ served by a second preview server (OIDC_PREVIEW_PORT, default
// PREVIEW_PORT + 100) with VITE_AUTH_GRANT_TYPE=authorization_code; its config.js names the
// embedded OpenID provider, one port higher.
const oidcPort = Number(process.env.OIDC_PREVIEW_PORT ?? port + 100)
const oidcBaseURL = `http://127.0.0.1:${oidcPort}`
const oidcSpecs = /oidc-[^/]*\.spec\.ts$/
// E2E_OIDC=off leaves that server out (a quick run of the password journeys only).
const withOidc = process.env.E2E_OIDC !== 'off'
const vite = 'node node_modules/vite/bin/vite.js'

/**
 * A project in Debian's Chromium on a desktop viewport. One worker each: a project's tests share
 * its server's embedded backend, whose state each test resets; the projects run side by side.
 */
function chromiumProject(name: string, testMatch: RegExp, projectBaseURL: string): Project {
  return {
    name,
    testMatch,
    workers: 1,
    use: {
      ...devices['Desktop Chrome'],
      baseURL: projectBaseURL,
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    },
  }
}

const oidcProject = chromiumProject('oidc', oidcSpecs, oidcBaseURL)

// Project `chromium-sign-in`: the password sign-in, session and start-up journeys, and the
// approval journeys (several personas' browsers each), on a preview server (and embedded backend)
// of their own, so that they run beside project `chromium`'s page journeys, the longest lane.
// Its embedded OpenID provider listens one port higher, as PREVIEW_PORT says.
const signInPort = Number(process.env.SIGN_IN_PREVIEW_PORT ?? port + 50)
const signInBaseURL = `http://127.0.0.1:${signInPort}`
const signInSpecs =
  /\/(password-sign-in|password-session|session-resilience|sign-out|sign-in-redirect|redirect-payloads|application-configuration-fault|lazy-page-retry|examples-permission|keyboard|approvals|approvals-phone|designers|scheme-designer)\.spec\.ts$/
const signInProject = chromiumProject('chromium-sign-in', signInSpecs, signInBaseURL)

type WebServer = Exclude<PlaywrightTestConfig['webServer'], unknown[] | undefined>

const signInServer: WebServer = {
  command: `${vite} preview --host 127.0.0.1 --port ${signInPort} --strictPort${outDirArg}`,
  url: `${signInBaseURL}/login`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
  stdout: 'ignore',
  stderr: 'pipe',
  env: {
    PREVIEW_PORT: String(signInPort),
    MOCK_TOKEN_LIFETIME: process.env.MOCK_TOKEN_LIFETIME ?? '3600',
  },
}

const oidcServer: WebServer = {
  command: `${vite} preview --host 127.0.0.1 --port ${oidcPort} --strictPort${outDirArg}`,
  // Ready when the provider beside it answers (it starts once the preview server listens).
  url: `http://127.0.0.1:${oidcPort + 1}/.well-known/openid-configuration`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
  stdout: 'ignore',
  stderr: 'pipe',
  env: {
    VITE_AUTH_GRANT_TYPE: 'authorization_code',
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

// Project `standalone` (tests/e2e/standalone-*.spec.ts): the app with VITE_API_BASE_URL naming a
// standalone backend (`npm run mock:serve`) on a second origin, served by a preview server whose
// embedded backend is off (MOCK_EMBEDDED=off), so every API call crosses origins (CORS).
const standaloneProject = chromiumProject('standalone', standaloneSpecs, standaloneAppURL)

/** `npm run mock:serve` on its own port (its OpenID provider one higher, unless OIDC_PORT=off). */
function standaloneBackend(apiPort: number, env: Record<string, string>): WebServer {
  return {
    command: 'node mock/server/serve.mjs',
    url: `http://127.0.0.1:${apiPort}/api/abp/multi-tenancy/tenants/by-name/demo`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(apiPort), MOCK_TOKEN_LIFETIME: '3600', ...env },
  }
}

const standaloneServers: WebServer[] = [
  standaloneBackend(standaloneApiPort, { OIDC_PORT: 'off' }),
  {
    command: `${vite} preview --host 127.0.0.1 --port ${standaloneAppPort} --strictPort${outDirArg}`,
    url: `${standaloneAppURL}/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      VITE_API_BASE_URL: standaloneApiURL,
      MOCK_EMBEDDED: 'off',
      PREVIEW_PORT: String(standaloneAppPort),
    },
  },
]

// Project `nginx` (tests/e2e/nginx-*.spec.ts): the same build served as in production by
// Debian's nginx with deploy/nginx (scripts/serve-nginx.sh), which proxies /api and /connect to a
// standalone backend. Two nginx servers: the password sign-in and the redirect sign-in.
const nginxProject = chromiumProject('nginx', nginxSpecs, nginxPasswordURL)
const dist = process.env.E2E_DIST ?? 'dist'
const nginxServer = (port: number, env: Record<string, string>): WebServer => ({
  command: `bash scripts/serve-nginx.sh ${dist} node_modules/.cache/nginx-${port}`,
  url: `http://127.0.0.1:${port}/healthz`,
  reuseExistingServer: !process.env.CI,
  timeout: 30_000,
  stdout: 'ignore',
  stderr: 'pipe',
  env: { NGINX_PORT: String(port), ABP_BACKEND_URL: nginxApiURL, ...env },
})
const nginxServers: WebServer[] = [
  standaloneBackend(nginxApiPort, { MOCK_CORS_ORIGINS: `${nginxPasswordURL} ${nginxOidcURL}` }),
  // As the container image: the examples off (the redirect server keeps the build's default).
  nginxServer(nginxPasswordPort, { VITE_SHOW_EXAMPLES: 'false' }),
  nginxServer(nginxOidcPort, {
    VITE_AUTH_GRANT_TYPE: 'authorization_code',
    VITE_OIDC_AUTHORITY: nginxProviderURL,
  }),
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
  // On CI a browser test that fails is run once more and, if it then passes, is reported as
  // flaky (the list reporter names it): on the 2-core CI machine a click or a timing is lost about
  // once a run, never the same test twice, and one such loss parked a whole submission. A test
  // that fails twice fails the run. Locally there is no retry, so a flaky test shows at once.
  retries: process.env.CI ? 1 : 0,
  // Two projects at a time (each has one worker): the 2-core CI machine's share.
  workers: Number(process.env.E2E_WORKERS ?? 2),
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
      testIgnore: [oidcSpecs, standaloneSpecs, nginxSpecs, signInSpecs],
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
    },
    signInProject,
    ...(withOidc ? [oidcProject] : []),
    standaloneProject,
    nginxProject,
  ],
  webServer: [
    ...(wanted('chromium') ? [previewServer] : []),
    ...(wanted('chromium-sign-in') ? [signInServer] : []),
    ...(withOidc && wanted('oidc') ? [oidcServer] : []),
    ...(wanted('standalone') ? standaloneServers : []),
    ...(wanted('nginx') ? nginxServers : []),
  ],
})
