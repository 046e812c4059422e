import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { personaAccounts } from '@mock/core/db/seed-accounts'
import { apiAs } from '@mock/core/testing/api-client'
import instanceEn from '@/modules/workflow/locales/en/workflow-instance.json'
import routeEn from '@/i18n/locales/en/route.json'
import { clearRequestLog, getRequestLog } from '@tests/setup/msw-server'
import { resetSession } from '@tests/support/render-app'
import {
  findTabBar,
  navigateTo,
  preloadShell,
  signedInWithTabs,
  tabLabels,
} from '@tests/integration/tabs-journey-support'

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/workflow/pages/instance/instance-page')
}, 60_000)
afterEach(resetSession)

type Instance = { id: string; title: string; status: number; number: string }

/** jn-site's running approvals, newest first. */
async function runningOfSite() {
  const api = await apiAs(personaAccounts.jnSite)
  const page = (await api('GET', '/api/workflow/instance/my?status=1')).json<{ items: Instance[] }>() // prettier-ignore
  return { api, items: page.items }
}

const findTitle = (title: string) =>
  screen.findByRole('heading', { level: 3, name: new RegExp(title) }, { timeout: 10_000 })

describe('An instance', { timeout: 60_000 }, () => {
  it('shows the starter the approval, its path and timeline, and reminds the approvers', async () => {
    const { api, items } = await runningOfSite()
    const instance = items[0]
    await signedInWithTabs('jn-site', `/workflow/instance?id=${instance.id}`, false)
    await findTitle(instance.title)
    expect(screen.getByText(instanceEn.status['1'])).toBeTruthy()
    expect(screen.getByText(instance.number)).toBeTruthy()
    // The form version it runs on (the seed's: 1).
    expect(screen.getByText(instanceEn.formVersion).parentElement?.textContent).toContain('v1')
    expect(screen.getByRole('region', { name: instanceEn.path })).toBeTruthy()
    expect(screen.getAllByTestId('timeline-entry')[0].textContent).toContain(`周建国 ${instanceEn.timelineType.submitted}`) // prettier-ignore
    expect(screen.queryByRole('button', { name: instanceEn.handleMyTask })).toBeNull()

    await userEvent.setup().click(screen.getByRole('button', { name: instanceEn.remind }))
    expect(await screen.findByText(instanceEn.reminded)).toBeTruthy()
    const detail = (await api('GET', `/api/workflow/instance/${instance.id}`)).json<{ timeline: { type: string }[] }>() // prettier-ignore
    expect(detail.timeline.at(-1)?.type).toBe('reminded')
  })

  it('checks the timeline’s hash chain in the page, or asks the server where the page cannot hash', async () => {
    const { api, items } = await runningOfSite()
    const instance = items[0]
    const detail = (await api('GET', `/api/workflow/instance/${instance.id}`)).json<{ timeline: { hash: string }[] }>() // prettier-ignore
    await signedInWithTabs('jn-site', `/workflow/instance?id=${instance.id}`, false)
    await findTitle(instance.title)
    expect(screen.getAllByTestId('timeline-entry')[0].textContent).toContain(`#${detail.timeline[0].hash.slice(0, 8)}`) // prettier-ignore
    const intact = instanceEn.chain.intact.replace('{{count}}', String(detail.timeline.length))
    const user = userEvent.setup()
    const chains = () => getRequestLog().filter((e) => e.path.endsWith('/chain'))
    // By the end of its name: antd's loading icon can stay in the name after the load in jsdom.
    const checkButton = () => screen.getByRole('button', { name: new RegExp(`${instanceEn.chain.check}$`) }) // prettier-ignore
    clearRequestLog()
    await user.click(checkButton())
    expect(await screen.findByText(intact, {}, { timeout: 10_000 })).toBeTruthy()
    expect(screen.getByText(instanceEn.chain.byPage)).toBeTruthy()
    expect(chains()).toHaveLength(0)

    // Plain http on a site network: not a secure context, so no crypto.subtle in the page. (Not
    // crypto.subtle itself: the embedded backend in this test's page signs its tokens with it.)
    const secure = Object.getOwnPropertyDescriptor(globalThis, 'isSecureContext')
    Object.defineProperty(globalThis, 'isSecureContext', { value: false, configurable: true })
    try {
      await user.click(checkButton())
      // The server's answer comes through the embedded backend: a loaded CI worker took over 1 s.
      expect(
        await screen.findByText(instanceEn.chain.byServer, {}, { timeout: 10_000 }),
      ).toBeTruthy()
      expect(screen.getByText(intact)).toBeTruthy()
      expect(chains()).toHaveLength(1)
    } finally {
      if (secure) Object.defineProperty(globalThis, 'isSecureContext', secure)
      else Reflect.deleteProperty(globalThis, 'isSecureContext')
    }
  })

  it('lets the starter withdraw while nobody has acted, with a reason', async () => {
    const { api, items } = await runningOfSite()
    const details = await Promise.all(
      items.map(async (i) => (await api('GET', `/api/workflow/instance/${i.id}`)).json<Instance & { timeline: { type: string }[] }>()), // prettier-ignore
    )
    const untouched = details.find((d) => d.timeline.every((e) => e.type === 'submitted'))!
    await signedInWithTabs('jn-site', `/workflow/instance?id=${untouched.id}`, false)
    await findTitle(untouched.title)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: instanceEn.withdraw }))
    const dialog = within(await screen.findByRole('dialog'))
    await user.type(dialog.getByLabelText(instanceEn.reason), '数量有误，重新填报')
    await user.click(dialog.getByRole('button', { name: instanceEn.withdraw }))
    await waitFor(() => expect(screen.getByText(instanceEn.status['4'])).toBeTruthy(), { timeout: 10_000 }) // prettier-ignore
    expect(screen.queryByRole('button', { name: instanceEn.withdraw })).toBeNull()
  })

  it('says not found to a user who takes no part in it', async () => {
    const { items } = await runningOfSite()
    await signedInWithTabs('bj-gm', `/workflow/instance?id=${items[0].id}`, false)
    expect(await screen.findByText(instanceEn.notFound, {}, { timeout: 10_000 })).toBeTruthy()
  })

  it('opens one tab per instance', async () => {
    const { items } = await runningOfSite()
    const { router } = await signedInWithTabs('jn-site', `/workflow/instance?id=${items[0].id}`)
    await findTitle(items[0].title)
    await navigateTo(router, `/workflow/instance?id=${items[1].id}`)
    await findTitle(items[1].title)
    await findTabBar()
    const tabs = tabLabels().filter((label) => label.includes(routeEn.workflowInstance))
    expect(tabs).toHaveLength(2)
  })
})
