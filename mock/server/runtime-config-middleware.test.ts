import { execFileSync } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
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

async function writeAll(env: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'runtime-config-'))
  try {
    execFileSync('sh', [script, 'write', dir], { env: { PATH: process.env.PATH, ...env } })
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

  it.each([
    ['a backend with a path', { ABP_BACKEND_URL: 'http://abp/api' }],
    ['an extra origin that is not one', { CSP_EXTRA_CONNECT_SRC: "'unsafe-eval'" }],
    ['a port that is not a number', { NGINX_PORT: '80; evil' }],
  ])('refuses %s', async (_name, env) => {
    await expect(writeAll(env)).rejects.toThrow(/runtime-config/)
  })
})
