import { expect } from 'vitest'
import { seedAccounts } from '../db/seed-accounts.ts'
import { sendOverHttp as send } from './send-over-http.ts'

/**
 * Opens the live counts' stream as admin over HTTP (an adapter: a Vite server, the standalone
 * backend) and reads up to the first counts event while the stream stays open: what proves that
 * events pass one by one, uncompressed, not when the response ends.
 */
export async function expectStreamPassesThrough(base: string): Promise<void> {
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
  const { access_token } = (await token.json()) as { access_token: string }
  const aborter = new AbortController()
  const stream = await send(`${base}/api/base/realtime/stream`, {
    headers: { Authorization: `Bearer ${access_token}`, 'Accept-Encoding': 'gzip, br' },
    signal: aborter.signal,
  })
  try {
    expect(stream.status).toBe(200)
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(stream.headers.get('x-accel-buffering')).toBe('no')
    // Vite preview compresses what it serves (text/* included): never this stream.
    expect(stream.headers.get('content-encoding')).toBeNull()
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader()
    let text = ''
    while (!text.includes('event: counts\n')) {
      const { value, done } = await reader.read()
      if (done) throw new Error(`the stream ended before its first event: ${JSON.stringify(text)}`)
      text += value
    }
    expect(text).toMatch(/^retry: 5000\n\nevent: counts\ndata: \{"todoPending":\d+/)
  } finally {
    aborter.abort()
  }
}
