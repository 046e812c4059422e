import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { getDatabase } from '@mock/core/db/database'
import appEn from '@/i18n/locales/en/app.json'
import errorEn from '@/i18n/locales/en/error.json'
import i18n from '@/i18n/i18n'
import redirectEn from '@/modules/app-manage/locales/en/app-redirect.json'
import { useTagsViewStore } from '@/stores/tags-view-store'
import { mswServer } from '@tests/setup/msw-server'
import { renderApp, resetSession, signInAs } from '@tests/support/render-app'
import { leaveFor } from './leave-for'

vi.mock('./leave-for', () => ({ leaveFor: vi.fn() }))

beforeAll(async () => {
  await import('./app-redirect-page')
}, 60_000)
beforeEach(() => vi.mocked(leaveFor).mockClear())
afterEach(resetSession)

const appId = '3a0c1f2e-0000-4000-8000-000000000001'
const projectId = '3a0c1f2e-0000-4000-8000-0000000000aa'
const launchPath = `*/api/base/app/${appId}/launch`

/** Answers the launch with `respond`, recording each body the page sent. */
function onLaunch(respond: () => Response) {
  const bodies: unknown[] = []
  mswServer.use(
    http.post(launchPath, async ({ request }) => {
      bodies.push(await request.json())
      return respond()
    }),
  )
  return bodies
}

const businessError = (code: string, message: string) =>
  HttpResponse.json(
    { error: { code, message, details: null, data: {}, validationErrors: null } },
    { status: 403 },
  )

async function openRedirect(search: string) {
  await i18n.changeLanguage('en')
  await signInAs('admin')
  return renderApp(`/app/redirect${search}`)
}

const seededApp = (code: string) =>
  getDatabase().apps.find((app) => app.code === code && app.tenantId === null)!

const failedTitle = () => screen.findByText(redirectEn.failedTitle, {}, { timeout: 10_000 })

describe('/app/redirect', { timeout: 30_000 }, () => {
  it('hands the tab over to the answer’s address, outside the layout and never as a tab', async () => {
    const target = 'https://apps.example.com/quality?code=abc&projectId=' + projectId
    const bodies = onLaunch(() => HttpResponse.json({ url: target, expiresIn: 60 }))
    await openRedirect(`?appId=${appId}&projectId=${projectId}`)
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(target), { timeout: 10_000 })
    expect(bodies).toEqual([{ projectId }]) // one launch, one code
    expect(screen.queryByRole('navigation', { name: appEn.shell.mainMenu })).toBeNull()
    expect(useTagsViewStore.getState().visitedViews.map((v) => v.fullPath)).not.toContain(
      '/app/redirect',
    )
  })

  it('launches without a project as a preview', async () => {
    const bodies = onLaunch(() => HttpResponse.json({ url: 'http://localhost:9/x', expiresIn: 60 }))
    await openRedirect(`?appId=${appId}`)
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('http://localhost:9/x'), {
      timeout: 10_000,
    })
    expect(bodies).toEqual([{ projectId: null }])
  })

  it.each([
    ['Base:AppDisabled', "App '旧版OA' is disabled."],
    ['Base:AppNotAvailable', "App '质量管理' is not available in this project."],
    ['Volo.Authorization:010001', 'Authorization failed! Given policy has not granted.'],
  ])('shows %s in place with the server’s message and a way back', async (code, message) => {
    onLaunch(() => businessError(code, message))
    const { router } = await openRedirect(`?appId=${appId}&projectId=${projectId}`)
    await failedTitle()
    expect(screen.getByText(message)).toBeTruthy()
    expect(leaveFor).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: redirectEn.backToDashboard }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'), { timeout: 10_000 })
  })

  it.each<[string, () => Response, string]>([
    ['an empty 403', () => new HttpResponse(null, { status: 403 }), errorEn.http.forbidden],
    ['a 404', () => new HttpResponse(null, { status: 404 }), redirectEn.notFound],
    ['a network failure', () => HttpResponse.error(), errorEn.http.network],
    [
      'a javascript: address',
      () => HttpResponse.json({ url: 'javascript:alert(1)', expiresIn: 60 }),
      redirectEn.badUrl,
    ],
    [
      'a protocol-relative address',
      () => HttpResponse.json({ url: '//evil.example.com/x?code=abc', expiresIn: 60 }),
      redirectEn.badUrl,
    ],
  ])('shows %s in place, never a blank tab', async (_label, respond, text) => {
    onLaunch(respond)
    await openRedirect(`?appId=${appId}&projectId=${projectId}`)
    await failedTitle()
    expect(screen.getByText(text)).toBeTruthy()
    expect(screen.getByRole('button', { name: redirectEn.backToDashboard })).toBeTruthy()
    expect(leaveFor).not.toHaveBeenCalled()
  })

  it('tries again on request after a failure', async () => {
    let calls = 0
    onLaunch(() =>
      ++calls === 1
        ? HttpResponse.error()
        : HttpResponse.json({ url: 'https://apps.example.com/q', expiresIn: 60 }),
    )
    await openRedirect(`?appId=${appId}`)
    await failedTitle()
    await userEvent.click(screen.getByRole('button', { name: redirectEn.retry }))
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://apps.example.com/q'))
  })

  it('previews a seeded app through the embedded backend: a code in the address, no token', async () => {
    const quality = seededApp('quality')
    await openRedirect(`?appId=${quality.id}`)
    await waitFor(() => expect(leaveFor).toHaveBeenCalledOnce(), { timeout: 10_000 })
    const url = new URL(vi.mocked(leaveFor).mock.calls[0][0])
    expect(url.pathname).toBe('/__demo-app/quality')
    expect(url.searchParams.get('code')).toMatch(/^[\w-]{43}$/)
    expect(url.search).not.toMatch(/token/i)
  })

  it('shows the embedded backend’s refusal of a disabled app', async () => {
    await openRedirect(`?appId=${seededApp('legacy-oa').id}`)
    await failedTitle()
    expect(screen.getByText("App '旧版OA' is disabled.")).toBeTruthy()
  })

  it('says so when the address names no app, without launching', async () => {
    const bodies = onLaunch(() => HttpResponse.json({ url: 'https://a.example', expiresIn: 60 }))
    await openRedirect('?appId=not-an-id')
    await failedTitle()
    expect(screen.getByText(redirectEn.noApp)).toBeTruthy()
    expect(bodies).toEqual([])
  })
})
