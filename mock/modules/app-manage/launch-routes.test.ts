import { afterEach, describe, expect, it, vi } from 'vitest'
import { getDatabase } from '../../core/db/database.ts'
import { seedAccounts } from '../../core/db/seed-accounts.ts'
import { projectIds as p, tenantIds } from '../../core/db/seed-ids.ts'
import { apiAs } from '../../core/testing/api-client.ts'
import { callBackend, postTokenForm } from '../../core/testing/backend-client.ts'
import { verifyAccessToken, type TokenResponse } from '../../core/token-service.ts'
import { seededAppSecret } from '../client-manage/seed-clients.ts'
import { appIds, qualityDemoPath } from './seed-app-ids.ts'

/** Launch and the launch-code exchange (business-api.md §4.1), client credentials (abp-api.md §3). */
const launch = (appId: string) => `/api/base/app/${appId}/launch`
const exchange = '/api/base/app-launch/exchange'
type Launched = { url: string; expiresIn: number }
type ErrorBody = { error: { code: string | null; message: string } }
const errorOf = (answer: { json: <T>() => T }) => answer.json<ErrorBody>().error
const metro = p.metroLine5

async function clientToken(
  clientId: string,
  secret = seededAppSecret(clientId),
  scope = 'BaseService',
) {
  // prettier-ignore
  return postTokenForm({ grant_type: 'client_credentials', client_id: clientId, client_secret: secret, scope }) // prettier-ignore
}

async function appToken(clientId = 'Quality_App'): Promise<string> {
  const answer = await clientToken(clientId)
  if (answer.status !== 200) throw new Error(answer.text)
  return answer.json<TokenResponse>().access_token
}

const redeem = (code: string, token: string) =>
  callBackend('POST', exchange, { token, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) }) // prettier-ignore

const codeOf = (answer: { json: <T>() => T }) => new URL(answer.json<Launched>().url).searchParams.get('code')! // prettier-ignore

afterEach(() => {
  vi.useRealTimers()
})

describe('POST /connect/token, client_credentials', () => {
  it('issues a user-less token to a confidential client, its subject the client id', async () => {
    const answer = await clientToken('Quality_App')
    expect(answer.status).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-store')
    const body = answer.json<TokenResponse>()
    expect(body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: expect.any(Number), scope: 'BaseService' }) // prettier-ignore
    expect(await verifyAccessToken(body.access_token)).toMatchObject({ sub: 'Quality_App', client_id: 'Quality_App', scope: 'BaseService', aud: 'BaseService' }) // prettier-ignore
  })

  it('takes the secret by HTTP Basic too', async () => {
    const basic = Buffer.from(`Safety_App:${seededAppSecret('Safety_App')}`).toString('base64')
    const answer = await postTokenForm({ grant_type: 'client_credentials', scope: 'BaseService' }, { authorization: `Basic ${basic}` }) // prettier-ignore
    expect(answer.status).toBe(200)
  })

  it('refuses a wrong or expired secret, a public client, a grant not allowed and a foreign scope', async () => {
    expect((await clientToken('Quality_App', 'wrong')).json()).toMatchObject({ error: 'invalid_client' }) // prettier-ignore
    expect((await clientToken('Report_Worker', 'report-worker-2023', 'ReportService')).json()).toMatchObject({ error: 'invalid_client' }) // prettier-ignore
    expect((await clientToken('ProjectAdmin_App', 'x')).json()).toMatchObject({ error: 'invalid_client' }) // prettier-ignore
    expect((await clientToken('Quality_App', undefined, 'ReportService')).json()).toMatchObject({ error: 'invalid_scope' }) // prettier-ignore
    const gateway = await clientToken('Internal_Gateway', 'internal-gateway-secret')
    expect(gateway.status).toBe(200)
    // The password grant still takes only the login form's client.
    const password = await postTokenForm({ grant_type: 'password', client_id: 'Quality_App', client_secret: seededAppSecret('Quality_App'), username: 'admin', password: seedAccounts.admin.password }) // prettier-ignore
    expect(password.json()).toMatchObject({ error: 'invalid_client' })
  })
})

describe('launch', () => {
  it('answers the app URL with a 43-character code and the project, not cached', async () => {
    const api = await apiAs(seedAccounts.manager) // a grant on 地铁5号线
    const answer = await api('POST', launch(appIds.quality), { projectId: metro }, { host: 'localhost:5199' }) // prettier-ignore
    expect(answer.status).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-store')
    const { url, expiresIn } = answer.json<Launched>()
    expect(expiresIn).toBe(60)
    const parsed = new URL(url)
    expect(parsed.origin + parsed.pathname).toBe(`http://localhost:5199${qualityDemoPath}`)
    expect(parsed.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(parsed.searchParams.get('projectId')).toBe(metro)
    expect(url).not.toMatch(/token/i)
  })

  it('leaves the code out for an app without a client; appends with & to a URL with a query', async () => {
    const api = await apiAs(seedAccounts.admin)
    const schedule = await api('POST', launch(appIds.schedule), { projectId: metro })
    expect(schedule.json<Launched>().url).toBe(
      `https://apps.example.com/schedule?projectId=${metro}`,
    )
    const app = (await api('POST', '/api/base/app', { name: 'Q', code: 'q', url: 'https://q.example.com/?lang=zh', type: 1, clientId: 'Quality_App' })).json<{ id: string }>() // prettier-ignore
    const preview = (await api('POST', launch(app.id), { projectId: null })).json<Launched>()
    expect(preview.url).toMatch(/^https:\/\/q\.example\.com\/\?lang=zh&code=[\w-]{43}$/)
  })

  it('refuses a disabled app, an unplaced app, a project without a grant, a preview without AppManage.App', async () => {
    const admin = await apiAs(seedAccounts.admin)
    const manager = await apiAs(seedAccounts.manager)
    expect((await admin('POST', launch(crypto.randomUUID()), {})).status).toBe(404)
    expect(errorOf(await admin('POST', launch(appIds.legacyOa), { projectId: metro })).code).toBe('Base:AppDisabled') // prettier-ignore
    const unplaced = await admin('POST', launch(appIds.video), { projectId: metro })
    expect(errorOf(unplaced)).toMatchObject({ code: 'Base:AppNotAvailable', message: "App '视频监控' is not available in this project." }) // prettier-ignore
    expect(errorOf(await manager('POST', launch(appIds.quality), { projectId: p.binjiangAvenue })).code).toBe('Volo.Authorization:010001') // prettier-ignore
    expect(errorOf(await manager('POST', launch(appIds.quality), {})).code).toBe('Volo.Authorization:010001') // prettier-ignore
    expect((await admin('POST', launch(appIds.quality), {})).status).toBe(200) // a preview
  })
})

describe('exchange', () => {
  it('answers the launch context once; a reused code is refused', async () => {
    const api = await apiAs(seedAccounts.manager)
    const code = codeOf(await api('POST', launch(appIds.quality), { projectId: metro }))
    const token = await appToken()
    const first = await redeem(code, token)
    expect(first.status).toBe(200)
    expect(first.headers['cache-control']).toBe('no-store')
    expect(first.json()).toEqual({ userId: seedAccounts.manager.userId, userName: 'manager', name: expect.anything(), tenantId: null, projectId: metro, projName: '地铁5号线土建工程', appCode: 'quality' }) // prettier-ignore
    const again = await redeem(code, token)
    expect(again.status).toBe(403)
    expect(errorOf(again)).toMatchObject({ code: 'Base:InvalidLaunchCode', message: 'The launch code is invalid or has expired.' }) // prettier-ignore
  })

  it('refuses an expired code (60 s), an unknown code and another client’s token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const api = await apiAs(seedAccounts.admin)
    const token = await appToken()
    const expired = codeOf(await api('POST', launch(appIds.quality), { projectId: metro }))
    vi.setSystemTime(Date.now() + 60_001)
    expect(errorOf(await redeem(expired, token)).code).toBe('Base:InvalidLaunchCode')
    vi.useRealTimers()
    const foreign = codeOf(await api('POST', launch(appIds.quality), { projectId: metro }))
    expect(errorOf(await redeem(foreign, await appToken('Safety_App'))).code).toBe('Base:InvalidLaunchCode') // prettier-ignore
    // A foreign presentation spends the code (fail closed).
    expect(errorOf(await redeem(foreign, token)).code).toBe('Base:InvalidLaunchCode')
    expect(errorOf(await redeem('x'.repeat(43), token)).code).toBe('Base:InvalidLaunchCode')
  })

  it('binds the tenant: a demo user’s code answers the demo tenant', async () => {
    const demo = await apiAs(seedAccounts.demoAdmin)
    const code = codeOf(
      await demo('POST', launch(appIds.demoQuality), { projectId: p.demoParkRoad }),
    )
    const context = (await redeem(code, await appToken())).json<{ tenantId: string; projName: string }>() // prettier-ignore
    expect(context).toMatchObject({ tenantId: tenantIds.demo, projName: '演示园区道路工程' })
  })

  it('takes only a client-credentials token with the base API scope', async () => {
    const api = await apiAs(seedAccounts.admin)
    const code = codeOf(await api('POST', launch(appIds.quality), { projectId: metro }))
    expect((await api('POST', exchange, { code })).status).toBe(403) // a user's token
    const noScope = (await clientToken('Quality_App', undefined, 'QualityService')).json<TokenResponse>() // prettier-ignore
    expect((await redeem(code, noScope.access_token)).status).toBe(403)
    expect((await callBackend('POST', exchange, { body: JSON.stringify({ code }) })).status).toBe(401) // prettier-ignore
    expect((await redeem(code, await appToken())).status).toBe(200) // not spent by the refusals
  })

  it('keeps the code out of the audit log', async () => {
    const api = await apiAs(seedAccounts.admin)
    const code = codeOf(await api('POST', launch(appIds.quality), { projectId: metro }))
    await redeem(code, await appToken())
    const logs = getDatabase().auditLogs.slice(0, 5)
    const entry = logs.find((log) => log.url === exchange)!
    expect(entry.actions[0].parameters).toBe('{"input":{"code":"***"}}')
    expect(JSON.stringify(logs)).not.toContain(code)
  })
})
