import { createServer as createNetServer, type AddressInfo } from 'node:net'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { preview } from 'vite'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { embeddedBackend } from '../server/vite-plugin.ts'
import { beginAuthorization, ProviderBrowser } from './testing/provider-client.ts'

/** The embedded provider as the Vite plugin starts it beside `vite preview`. */
let root: string

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'embedded-oidc-'))
  await writeFile(join(root, 'index.html'), '<!doctype html><div id="root"></div>')
})

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
  vi.unstubAllEnvs()
})

describe('embeddedBackend() and the OpenID provider', () => {
  it('starts the provider with the preview server, for the preview origin, and stops with it', async () => {
    const [appPort, oidcPort] = [await freePort(), await freePort()]
    vi.stubEnv('OIDC_PORT', String(oidcPort))
    const server = await preview({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [embeddedBackend()],
      build: { outDir: root },
      preview: { port: appPort, host: '127.0.0.1', strictPort: true },
    })
    const issuer = `http://127.0.0.1:${oidcPort}`
    const browser = new ProviderBrowser(issuer)
    try {
      // The provider starts once the preview server listens (it loads oidc-provider then).
      await vi.waitFor(
        async () => {
          const discovery = await browser.send('/.well-known/openid-configuration')
          expect(await discovery.json()).toMatchObject({ issuer })
        },
        { timeout: 10_000, interval: 100 },
      )
      // The app's settings name this provider, since nothing else names one.
      const config = await fetch(`http://127.0.0.1:${appPort}/config.js`)
      expect(config.headers.get('cache-control')).toBe('no-cache')
      expect(await config.text()).toContain(`VITE_OIDC_AUTHORITY: "${issuer}"`)
      const { html } = await beginAuthorization(
        browser,
        `http://127.0.0.1:${appPort}/auth-redirect`,
      )
      expect(html).toContain('name="password"')
    } finally {
      await server.close()
    }
    await vi.waitFor(
      async () => {
        await expect(browser.send('/.well-known/openid-configuration')).rejects.toThrow()
      },
      { timeout: 5_000, interval: 100 },
    )
  })
})
