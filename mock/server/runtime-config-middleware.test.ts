import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { settingNames } from '../../src/config/setting-names.ts'
import { renderRuntimeConfig } from './runtime-config-middleware.ts'

/** deploy/runtime-config.sh: the one writer of config.js and of the CSP that goes with it. */
const script = new URL('../../deploy/runtime-config.sh', import.meta.url).pathname

function settingsOf(configJs: string): unknown {
  const window: Record<string, unknown> = {}
  runInNewContext(configJs, { window })
  return window.__APP_CONFIG__
}

/** The container runs it with `sh` (dash here); people run it with bash too. */
const shells = ['sh', 'bash'] as const
type Shell = (typeof shells)[number]

async function writeAll(env: Record<string, string>, shell: Shell = 'sh') {
  const dir = await mkdtemp(join(tmpdir(), 'runtime-config-'))
  try {
    execFileSync(shell, [script, 'write', dir], {
      env: { PATH: process.env.PATH, ...env },
      stdio: 'pipe',
    })
    const read = (name: string) => readFile(join(dir, name), 'utf8')
    return {
      configJs: await read('config.js'),
      csp: await read('csp.conf'),
      proxy: await read('proxy.conf'),
      listen: await read('listen.conf'),
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** A `write` the script should refuse: its exit status, what it said, and what it wrote anyway. */
async function refusedWrite(env: Record<string, string>, shell: Shell) {
  const dir = await mkdtemp(join(tmpdir(), 'runtime-config-'))
  try {
    const run = spawnSync(shell, [script, 'write', dir], {
      env: { PATH: process.env.PATH, ...env },
      encoding: 'utf8',
    })
    return { status: run.status, stderr: run.stderr, written: await readdir(dir) }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

const policyOf = (csp: string) => /Content-Security-Policy "([^"]+)"/.exec(csp)?.[1] ?? ''
const directiveOf = (csp: string, name: string) =>
  policyOf(csp)
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))

afterEach(() => vi.unstubAllEnvs())

describe('deploy/runtime-config.sh', () => {
  it('knows every setting the app reads, and .env.example documents each', async () => {
    const source = await readFile(script, 'utf8')
    const listed = /SETTINGS="([^"]+)"/.exec(source)?.[1].split(/\s+/).filter(Boolean)
    expect(listed).toEqual([...settingNames])
    const example = await readFile(new URL('../../.env.example', import.meta.url), 'utf8')
    for (const name of settingNames) expect(example).toMatch(new RegExp(`^${name}=`, 'm'))
  })

  it('writes only the settings that are set, as strings a browser reads back intact', () => {
    vi.stubEnv('VITE_APP_TITLE', 'Site "A" \\ </script>')
    vi.stubEnv('VITE_AUTH_GRANT_TYPE', 'authorization_code')
    expect(settingsOf(renderRuntimeConfig({ VITE_OIDC_AUTHORITY: 'http://127.0.0.1:9' }))).toEqual({
      VITE_APP_TITLE: 'Site "A" \\ </script>',
      VITE_AUTH_GRANT_TYPE: 'authorization_code',
      VITE_OIDC_AUTHORITY: 'http://127.0.0.1:9',
    })
  })

  it('keeps a set value over a default', () => {
    vi.stubEnv('VITE_OIDC_AUTHORITY', 'https://id.example.com')
    expect(settingsOf(renderRuntimeConfig({ VITE_OIDC_AUTHORITY: 'http://127.0.0.1:9' }))).toEqual({
      VITE_OIDC_AUTHORITY: 'https://id.example.com',
    })
  })

  it('opens the CSP to the API and the provider it names, and to nothing else', async () => {
    const { configJs, csp, proxy, listen } = await writeAll({
      VITE_API_BASE_URL: 'https://api.example.com/base',
      VITE_AUTH_GRANT_TYPE: 'authorization_code',
      VITE_OIDC_AUTHORITY: 'https://id.example.com:8443/realm',
      CSP_EXTRA_IMG_SRC: 'https://icons.example.com',
      NGINX_PORT: '9000',
    })
    expect(settingsOf(configJs)).toMatchObject({
      VITE_API_BASE_URL: 'https://api.example.com/base',
    })
    const policy = /Content-Security-Policy "([^"]+)"/.exec(csp)?.[1] ?? ''
    const directive = (name: string) =>
      policy.split('; ').find((entry) => entry.startsWith(`${name} `))
    expect(directive('script-src')).toBe("script-src 'self'")
    expect(directive('worker-src')).toBe("worker-src 'self' blob:")
    expect(directive('connect-src')).toBe(
      "connect-src 'self' https://api.example.com https://id.example.com:8443",
    )
    expect(directive('frame-src')).toBe('frame-src https://id.example.com:8443')
    expect(directive('img-src')).toBe("img-src 'self' data: blob: https://icons.example.com")
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'")
    expect(proxy).not.toContain('location')
    expect(listen.trim()).toBe('listen 9000;')
  })

  it('frames nothing for the password sign-in, and proxies the API when told to', async () => {
    const { csp, proxy } = await writeAll({ ABP_BACKEND_URL: 'http://abp:44300' })
    expect(csp).toContain("frame-src 'none'")
    expect(csp).toContain("connect-src 'self';")
    expect(proxy).toContain('location /api/ {\n  proxy_pass http://abp:44300;')
    expect(proxy).toContain('location /connect/ {\n  proxy_pass http://abp:44300;')
  })

  describe.each(shells)('under %s', (shell) => {
    it.each([
      ['a backend with a path', { ABP_BACKEND_URL: 'http://abp/api' }, 'ABP_BACKEND_URL'],
      ['an extra origin that is not one', { CSP_EXTRA_CONNECT_SRC: "'unsafe-eval'" }, 'CSP_EXTRA'],
      ['an API that is not an address', { VITE_API_BASE_URL: 'https://api example' }, 'VITE_API'],
      ['a port that is not a number', { NGINX_PORT: '80; evil' }, 'NGINX_PORT'],
    ])('refuses %s, and writes nothing', async (_name, env, named) => {
      const { status, stderr, written } = await refusedWrite(env, shell)
      expect(status).toBe(1)
      expect(stderr).toContain(`runtime-config: ${named}`)
      expect(written).toEqual([])
    })

    // A line break ends an nginx directive: each of these would write directives of its own.
    it.each([
      ['VITE_API_BASE_URL', 'https://api.example.com\nevil'],
      ['ABP_BACKEND_URL', 'http://abp:1;\n}\nlocation /x { return 200; }\nlocation /y {'],
      ['NGINX_PORT', '8080\nserver_name evil'],
      ['CSP_EXTRA_CONNECT_SRC', 'https://a.example\r\nhttps://b.example'],
      ['VITE_APP_TITLE', 'Site\tA'],
      ['VITE_OIDC_SCOPE', 'openid\u001b[2J'],
    ])('refuses a control character in %s, naming it, and writes nothing', async (name, value) => {
      const { status, stderr, written } = await refusedWrite({ [name]: value }, shell)
      expect(status).toBe(1)
      expect(stderr.trim()).toBe(
        `runtime-config: ${name} contains a control character (a line break, tab...): refused`,
      )
      expect(written).toEqual([])
    })
  })

  it('refuses a control character in config.js for the development servers too', () => {
    vi.stubEnv('VITE_APP_TITLE', 'Site\nA')
    expect(() => renderRuntimeConfig({})).toThrow(/VITE_APP_TITLE contains a control character/)
  })

  it('allows an origin however its scheme and host are written, and the demo API in demo mode', async () => {
    const { csp } = await writeAll({
      VITE_API_BASE_URL: ' HTTPS://API.Example.com:443/base ',
      VITE_AUTH_SERVER_URL: 'https://api.example.com',
      VITE_AUTH_GRANT_TYPE: 'authorization_code',
      VITE_OIDC_AUTHORITY: 'HTTP://ID.Example.com:80/realm',
      VITE_LOGIN_MODE: 'demo',
      VITE_DEMO_API_BASE: 'Https://Demo.Example.com:8443/prod-api',
      CSP_EXTRA_CONNECT_SRC: 'HTTPS://*.Files.Example.com:443',
    })
    expect(directiveOf(csp, 'connect-src')).toBe(
      "connect-src 'self' https://api.example.com http://id.example.com https://demo.example.com:8443 https://*.files.example.com",
    )
    expect(directiveOf(csp, 'frame-src')).toBe('frame-src http://id.example.com')
    // The demo client exists in the demo sign-in mode only.
    const abp = await writeAll({ VITE_DEMO_API_BASE: 'https://demo.example.com/prod-api' })
    expect(directiveOf(abp.csp, 'connect-src')).toBe("connect-src 'self'")
  })

  it('passes the live counts’ event stream unbuffered, uncompressed, past the 25 s comment', async () => {
    const { proxy } = await writeAll({ ABP_BACKEND_URL: 'http://abp:44300' })
    const location = /location = \/api\/base\/realtime\/stream \{\n([^}]*)\}/.exec(proxy)?.[1]
    expect(location).toContain('proxy_pass http://abp:44300;')
    expect(location).toContain('proxy_buffering off;')
    expect(location).toContain('gzip off;')
    expect(location).toContain('proxy_http_version 1.1;')
    const timeout = /proxy_read_timeout (\d+)(s|m|h)?;/.exec(location ?? '')
    const seconds = Number(timeout?.[1]) * { s: 1, m: 60, h: 3600 }[timeout?.[2] ?? 's']!
    expect(seconds).toBeGreaterThan(25)
  })

  it('lets each upload route take the body its contract allows, and every other route 1 MB', async () => {
    const { proxy } = await writeAll({ ABP_BACKEND_URL: 'http://abp:44300' })
    const limits = [...proxy.matchAll(/location (.+) \{\n {2}client_max_body_size (\S+);/g)].map(
      ([, match, limit]) => [match, limit],
    )
    expect(limits).toEqual([
      ['= /api/identity/users/current-user/avatar', '2m'],
      ['= /api/base/sign-key', '2m'],
      ['= /api/base/sign-key/my-signature', '2m'],
      ['~ ^/api/base/sign-key/[^/]+/image$', '2m'],
      ['~ ^/api/workflow/task/[^/]+/signature$', '2m'],
      ['= /api/workflow/attachment', '20544k'],
      ['= /api/workflow/document/verify', '20544k'],
      ['~ ^/api/workflow/document-template/[^/]+/base-pdf$', '10304k'],
    ])
    // Each of them goes to the backend like /api/ does (and /connect/, and the live counts' stream).
    expect(proxy.match(/proxy_pass http:\/\/abp:44300;/g)).toHaveLength(3 + limits.length)
    const server = await readFile(
      new URL('../../deploy/nginx/server.conf', import.meta.url),
      'utf8',
    )
    expect(server).toMatch(/^ {2}client_max_body_size 1m;$/m)
  })
})
