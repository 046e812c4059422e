import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer, preview, type InlineConfig } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedAccounts } from '../core/db/seed-accounts.ts'
import { sendOverHttp as send } from '../core/testing/send-over-http.ts'
import { expectStreamPassesThrough } from '../core/testing/stream-probe.ts'
import { embeddedBackend } from './vite-plugin.ts'

/**
 * Real HTTP against Vite's dev and preview servers with the plugin. msw (started by the shared
 * setup) would answer these URLs in-process, so every request goes through sendOverHttp.
 */
let root: string

function baseConfig(): InlineConfig {
  return {
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [embeddedBackend()],
    optimizeDeps: { noDiscovery: true, include: [] },
  }
}

function urlOf(address: AddressInfo | string | null | undefined): string {
  if (!address || typeof address === 'string') throw new Error('server is not listening')
  return `http://127.0.0.1:${address.port}`
}

async function expectBackendAnswers(base: string): Promise<void> {
  const config = await send(`${base}/api/abp/application-configuration`, {
    headers: { Accept: 'text/html' },
  })
  expect(config.status).toBe(200)
  expect(config.headers.get('content-type')).toContain('application/json')
  // Node's HTTP server adds Date; msw answers never carry it.
  expect(config.headers.get('date')).not.toBeNull()
  expect(await config.json()).toMatchObject({ currentUser: { isAuthenticated: false } })

  const token = await send(`${base}/connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'admin',
      password: seedAccounts.admin.password,
      client_id: 'ProjectAdmin_App',
      scope: 'openid',
    }),
  })
  expect(await token.json()).toMatchObject({
    token_type: 'Bearer',
    access_token: expect.any(String),
  })

  // The demo launcher app's files are the backend's too, never a module for Vite to serve.
  const script = await send(`${base}/__demo-app/quality/strip-code.js`)
  expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
  expect(await script.text()).toContain('history.replaceState')

  // Everything else still reaches Vite: the SPA fallback answers index.html.
  const page = await send(`${base}/some/client/route`, { headers: { Accept: 'text/html' } })
  expect(await page.text()).toContain('<div id="root">')
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'embedded-backend-'))
  const html = '<!doctype html><html><body><div id="root"></div></body></html>'
  await writeFile(join(root, 'index.html'), html)
})

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('embeddedBackend() Vite plugin', () => {
  it('serves the backend from the dev server, before the SPA fallback', async () => {
    const server = await createServer({
      ...baseConfig(),
      server: { port: 0, host: '127.0.0.1', hmr: false, ws: false },
    })
    await server.listen()
    try {
      await expectBackendAnswers(urlOf(server.httpServer?.address()))
    } finally {
      await server.close()
    }
  })

  it('leaves the backend out with MOCK_EMBEDDED=off', async () => {
    process.env.MOCK_EMBEDDED = 'off'
    const server = await preview({
      ...baseConfig(),
      build: { outDir: root },
      preview: { port: 0, host: '127.0.0.1' },
    })
    try {
      const base = urlOf(server.httpServer.address())
      const answer = await send(`${base}/api/abp/application-configuration`)
      expect(answer.headers.get('content-type') ?? '').not.toContain('application/json')
    } finally {
      delete process.env.MOCK_EMBEDDED
      await server.close()
    }
  })

  it('serves the backend from the preview server', async () => {
    const server = await preview({
      ...baseConfig(),
      build: { outDir: root },
      preview: { port: 0, host: '127.0.0.1' },
    })
    try {
      await expectBackendAnswers(urlOf(server.httpServer.address()))
    } finally {
      await server.close()
    }
  })

  it('passes the live counts’ stream through the preview server uncompressed', async () => {
    const server = await preview({
      ...baseConfig(),
      build: { outDir: root },
      preview: { port: 0, host: '127.0.0.1' },
    })
    try {
      await expectStreamPassesThrough(urlOf(server.httpServer.address()))
    } finally {
      await server.close()
    }
  })
})
