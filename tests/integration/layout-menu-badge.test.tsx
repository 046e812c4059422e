import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import appEn from '@/i18n/locales/en/app.json'
import routeEn from '@/i18n/locales/en/route.json'
import { queryClient } from '@/query/query-client'
import type { LiveCounts } from '@/api/live-counts/live-counts-dto'
import { liveCountsKey } from '@/query/live-counts'
import { tenantScope } from '@/query/query-keys'
import { useAppStore } from '@/stores/app-store'
import { renderApp, resetSession, signInAs } from '../support/render-app'

beforeAll(async () => {
  await import('@/layout/app-shell')
}, 60_000)
// An expanded sidebar on a desktop, whatever an earlier file of this worker left in the store:
// collapsed, a group's pages open in a pop-up outside the menu's landmark.
beforeEach(() => {
  useAppStore.setState({ sidebar: { opened: true, withoutAnimation: true }, device: 'desktop' })
})
afterEach(resetSession)

const key = liveCountsKey(tenantScope(null))

/** What the live counts say (the stream's reading), over what the bell's polling read. */
function pushCounts(counts: Partial<LiveCounts>) {
  act(() => {
    queryClient.setQueryData<LiveCounts>(key, (old) => ({ ...old!, ...counts }))
  })
}

/** The menu entry (link or group title) whose text starts with `title`. */
const entry = (nav: ReturnType<typeof within>, title: string) => nav.getByText(title).closest('li')!

describe('the Approvals menu badge', { timeout: 60_000 }, () => {
  it('shows the live approvalTodo on My approvals and on its group, and nothing at zero', async () => {
    await signInAs('admin')
    renderApp('/index')
    const nav = within(
      await screen.findByRole('navigation', { name: appEn.shell.mainMenu }, { timeout: 20_000 }),
    )
    await waitFor(() => expect(queryClient.getQueryData(key)).toBeDefined(), { timeout: 20_000 })
    // The bell's polling reads task/summary too for a holder of Workflow.Approval (admin's seeded approvals).
    const polled = queryClient.getQueryData<LiveCounts>(key)!.approvalTodo!
    expect(polled).toBeGreaterThan(0)
    await waitFor(() => expect(entry(nav, routeEn.workflow).textContent).toBe(`${routeEn.workflow}${polled}`)) // prettier-ignore

    pushCounts({ approvalTodo: 3 })
    await waitFor(() => expect(entry(nav, routeEn.workflow).textContent).toContain('3'))
    // The group opens on a click: its entry carries the same count.
    act(() =>
      (entry(nav, routeEn.workflow).querySelector('[role=menuitem]') as HTMLElement).click(),
    )
    // The submenu opens with a transition: on a loaded machine its items take longer than waitFor's 1 s.
    await waitFor(() => expect(entry(nav, routeEn.workflowInbox).textContent).toBe(`${routeEn.workflowInbox}3`), { timeout: 10_000 }) // prettier-ignore

    pushCounts({ approvalTodo: 120 })
    await waitFor(() => expect(entry(nav, routeEn.workflowInbox).textContent).toBe(`${routeEn.workflowInbox}99+`)) // prettier-ignore

    pushCounts({ approvalTodo: 0 })
    await waitFor(() => expect(entry(nav, routeEn.workflowInbox).textContent).toBe(routeEn.workflowInbox)) // prettier-ignore
    expect(entry(nav, routeEn.workflow).textContent).not.toMatch(/\d/)
  })
})
