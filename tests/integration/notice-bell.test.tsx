import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient } from '@/api/http/api-client'
import appEn from '@/i18n/locales/en/app.json'
import layoutEn from '@/i18n/locales/en/layout.json'
import routeEn from '@/i18n/locales/en/route.json'
import bellEn from '@/modules/notice/locales/en/notice-bell.json'
import panelEn from '@/modules/notice/locales/en/bell-panel.json'
import type { TodoSummaryDto } from '@/modules/todo'
import { renderApp, resetSession, signInAs } from '../support/render-app'

/** The first open loads lazy chunks, slow under a parallel test run. */
const lazyChunk = { timeout: 15_000 }

beforeAll(async () => {
  await Promise.all([
    import('@/layout/app-shell'),
    import('@/modules/notice/components/bell/notice-bell'),
    import('@/modules/notice/components/bell/bell-panel'),
  ])
}, 60_000)
afterEach(resetSession)

/** What the server says now: the bell must say the same. */
async function serverCounts() {
  const [noticeUnread, todos] = await Promise.all([
    apiClient.get<number>('/api/base/notice/my/unread-count'),
    apiClient.get<TodoSummaryDto>('/api/base/todo/my/summary'),
  ])
  return { noticeUnread, todoPending: todos.pending, todoOverdue: todos.overdue }
}

const plural = (text: string, count: number) => text.replace('{{count}}', String(count))
const bellName = (notices: number, todos: number) =>
  new RegExp(
    `^${bellEn.label}, ${plural(notices === 1 ? bellEn.unreadNotices_one : bellEn.unreadNotices_other, notices)}, ${plural(todos === 1 ? bellEn.pendingTodos_one : bellEn.pendingTodos_other, todos)}`,
  )

async function signedIn(username: string) {
  await signInAs(username)
  const app = renderApp('/todo')
  await screen.findByRole('button', { name: new RegExp(`^${bellEn.label}`) }, lazyChunk)
  return { ...app, counts: await serverCounts() }
}

describe('the bell', { timeout: 60_000 }, () => {
  it('shows the unread notices and pending to-dos, and lists them in its panel', async () => {
    const { counts } = await signedIn('admin')
    expect(counts.noticeUnread).toBeGreaterThan(0)
    const bell = await screen.findByRole(
      'button',
      { name: bellName(counts.noticeUnread, counts.todoPending) },
      lazyChunk,
    )
    if (counts.todoOverdue > 0) expect(bell.getAttribute('aria-label')).toMatch(/overdue/)
    await userEvent.setup().click(bell)
    const panel = await screen.findByRole('dialog', { name: bellEn.label }, lazyChunk)
    await within(panel).findByText(plural(panelEn.notices_other, counts.noticeUnread))
    const latest = await screen.findAllByText(/./, { selector: `[role=dialog] a[href^="/notice/view"]` }, lazyChunk) // prettier-ignore
    expect(latest.length).toBeGreaterThan(0)
    expect(within(panel).getByText(panelEn.allNotices).getAttribute('href')).toBe('/notice')
    expect(within(panel).getByText(panelEn.allTodos).getAttribute('href')).toBe('/todo')
  })

  it('mark all read clears the notices and the to-dos they close, on the bell', async () => {
    const { counts } = await signedIn('admin')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: bellName(counts.noticeUnread, counts.todoPending) }, lazyChunk)) // prettier-ignore
    const panel = await screen.findByRole('dialog', { name: bellEn.label }, lazyChunk)
    await user.click(await within(panel).findByRole('button', { name: panelEn.markAllRead }))
    const after = await serverCounts()
    expect(after.noticeUnread).toBe(0)
    expect(after.todoPending).toBeLessThan(counts.todoPending)
    await waitFor(() =>
      expect(screen.getByRole('button', { name: bellName(0, after.todoPending) })).toBeTruthy(),
    )
  })
})

describe(
  'notices, to-dos and publishing from the user menu and the search',
  { timeout: 60_000 },
  () => {
    it.each<[string, boolean]>([
      ['admin', true],
      ['manager', false],
    ])('%s: publishing listed %s', async (username, canPublish) => {
      const { router } = await signedIn(username)
      const user = userEvent.setup()
      await user.click(screen.getByRole('button', { name: new RegExp(`^${appEn.shell.userMenu}`) }))
      // The sidebar is a menu too: the user menu is the dropdown's.
      const menu = await waitFor(() => {
        const found = document.querySelector<HTMLElement>('.ant-dropdown-menu')
        expect(found).toBeTruthy()
        return found!
      })
      expect(within(menu).getByText(routeEn.notice)).toBeTruthy()
      expect(within(menu).getByText(routeEn.todo)).toBeTruthy()
      expect(within(menu).queryByText(routeEn.post) !== null).toBe(canPublish)
      await user.click(within(menu).getByText(routeEn.notice))
      await waitFor(() => expect(router.state.location.pathname).toBe('/notice'))

      await user.click(screen.getByRole('button', { name: layoutEn.search.open }))
      const box = await screen.findByRole('combobox', { name: layoutEn.search.open }, lazyChunk)
      await user.type(box, 'to-dos')
      expect(await screen.findByRole('option', { name: new RegExp(routeEn.todo) })).toBeTruthy()
      await user.clear(box)
      await user.type(box, 'publish')
      if (canPublish) {
        expect(await screen.findByRole('option', { name: new RegExp(routeEn.post) })).toBeTruthy()
      } else {
        expect(await screen.findByText(layoutEn.search.noResults)).toBeTruthy()
      }
    })
  },
)
