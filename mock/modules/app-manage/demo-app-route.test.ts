import { describe, expect, it } from 'vitest'
import { seedAccounts } from '../../core/db/seed-accounts.ts'
import { projectIds as p } from '../../core/db/seed-ids.ts'
import { isBackendPath } from '../../core/handle-mock-request.ts'
import { apiAs } from '../../core/testing/api-client.ts'
import { callBackend } from '../../core/testing/backend-client.ts'
import { appIds, qualityDemoPath } from './seed-app-ids.ts'

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
    const second = await open()
    expect(second.text).toContain('The launch code is invalid or has expired.')
  })

  it('says so when opened without a code, escaping what it echoes', async () => {
    const answer = await callBackend('GET', `${qualityDemoPath}?projectId=<b>x</b>`)
    expect(answer.text).toContain(
      'Opened without a launch code (projectId &#60;b&#62;x&#60;/b&#62;).',
    )
  })
})
