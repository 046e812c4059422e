import { describe, expect, it } from 'vitest'
import { seedAccounts } from '../../core/db/seed-accounts.ts'
import { projectIds as p } from '../../core/db/seed-ids.ts'
import { isBackendPath } from '../../core/handle-mock-request.ts'
import { apiAs } from '../../core/testing/api-client.ts'
import { callBackend } from '../../core/testing/backend-client.ts'
import { stripCodePath, stripCodeScript } from './demo-app-strip-code.ts'
import { appIds, qualityDemoPath } from './seed-app-ids.ts'

/** Runs the strip-code script against an address; what `history.replaceState` was given. */
function stripFrom(href: string): string | null {
  let replaced: string | null = null
  const history = {
    state: { kept: true },
    replaceState: (state: unknown, _title: string, url: string) => {
      expect(state).toEqual({ kept: true })
      replaced = url
    },
  }
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script as the browser gets it
  new Function('window', stripCodeScript)({ location: { href }, history })
  return replaced
}

/** The Quality demo app the seeded 质量管理 launches (demo-app-route.ts). */
describe('the Quality demo app', () => {
  it('redeems the launch code server-side and shows the context once', async () => {
    expect(isBackendPath(qualityDemoPath)).toBe(true)
    const api = await apiAs(seedAccounts.manager)
    const launched = await api('POST', `/api/base/app/${appIds.quality}/launch`, { projectId: p.metroLine5 }) // prettier-ignore
    const url = new URL(launched.json<{ url: string }>().url)
    expect(url.pathname).toBe(qualityDemoPath)
    const open = () => callBackend('GET', `${url.pathname}${url.search}`, { headers: { 'accept-language': 'en' } }) // prettier-ignore
    const first = await open()
    expect(first.status).toBe(200)
    expect(first.headers['content-type']).toContain('text/html')
    expect(first.headers['referrer-policy']).toBe('no-referrer')
    expect(first.text).toContain('<td data-field="userName">manager</td>')
    expect(first.text).toContain('地铁5号线土建工程')
    expect(first.text).not.toContain('secret')
    // The page's one script, allowed by its own CSP and nothing inline.
    expect(first.text).toContain(`<script src="${stripCodePath}"></script>`)
    expect(first.headers['content-security-policy']).toContain("script-src 'self'")
    expect(first.text).not.toMatch(/<script>/)
    const second = await open()
    expect(second.text).toContain('The launch code is invalid or has expired.')
  })

  it('says so when opened without a code, escaping what it echoes', async () => {
    const answer = await callBackend('GET', `${qualityDemoPath}?projectId=<b>x</b>`)
    expect(answer.text).toContain(
      'Opened without a launch code (projectId &#60;b&#62;x&#60;/b&#62;).',
    )
  })

  it('serves the script that takes the code out of the address, as JavaScript', async () => {
    const answer = await callBackend('GET', stripCodePath)
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.text).toBe(stripCodeScript)
  })

  it.each([
    ['/__demo-app/quality?code=abc-_123&projectId=p1', '/__demo-app/quality?projectId=p1'],
    ['/__demo-app/quality?projectId=p1&code=abc#top', '/__demo-app/quality?projectId=p1#top'],
    ['/__demo-app/quality?code=abc', '/__demo-app/quality'],
    ['/__demo-app/quality?code=a&code=b&lang=zh-CN', '/__demo-app/quality?lang=zh-CN'],
    ['/__demo-app/quality?projectId=p1', null],
    ['/__demo-app/quality?codes=1', null],
  ])('strips the code from %s → %s', (path, expected) => {
    expect(stripFrom(`http://localhost:5173${path}`)).toBe(expected)
  })
})
