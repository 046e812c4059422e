import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getDatabase } from '@mock/core/db/database'
import { noticeIds } from '@mock/modules/notice/seed-notice-ids'
import noticeEn from '@/modules/notice/locales/en/notice.json'
import routeEn from '@/i18n/locales/en/route.json'
import { clearRequestLog, getRequestLog } from '@tests/setup/msw-server'
import { resetSession } from '@tests/support/render-app'
import {
  findPageHeading,
  preloadShell,
  signedInWithTabs,
} from '@tests/integration/tabs-journey-support'

beforeAll(async () => {
  await preloadShell()
  await Promise.all([
    import('@/modules/notice/pages/reader/notice-list-page'),
    import('@/modules/notice/pages/reader/notice-view-page'),
    import('@/modules/notice/pages/reader/notice-markdown'),
  ])
}, 60_000)
afterEach(resetSession)

const maintenance = '系统升级维护公告' // pinned, unread by admin
const safetyMonth = '关于开展2024年度安全生产月活动的通知' // pinned, read by admin
const dust = '关于加强扬尘治理的通知' // unread by admin

async function openNotices(path = '/notice') {
  const app = await signedInWithTabs('admin', path, false)
  await findPageHeading(routeEn.notice)
  await screen.findAllByText(/\d+ in total/, {}, { timeout: 10_000 })
  return app
}

/** Role queries over the whole shell are slow in jsdom: title links are found by text. */
const titleLink = (title: string) => screen.queryByText(title, { selector: 'a' })
const findTitleLink = (title: string) =>
  screen.findByText(title, { selector: 'a' }, { timeout: 10_000 })
const rowOf = (title: string) => titleLink(title)!.closest('tr')!
const rowTitles = () =>
  [...document.querySelectorAll('tbody tr.ant-table-row a')].map((link) => link.textContent)
const searchOf = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search)
const markAllButton = () => screen.getByRole('button', { name: new RegExp(noticeEn.markAllRead) })
const unreadCount = (count: number) => noticeEn.unreadCount_other.replace('{{count}}', `${count}`)

describe('Notice list', { timeout: 60_000 }, () => {
  it('lists my notices pinned first, with unread marks, links and publish times', async () => {
    await openNotices()
    await findTitleLink(maintenance)
    expect(rowTitles().slice(0, 2)).toEqual([maintenance, safetyMonth])
    expect(within(rowOf(maintenance)).getByText(noticeEn.unread)).toBeTruthy()
    expect(within(rowOf(safetyMonth)).queryByText(noticeEn.unread)).toBeNull()
    expect(titleLink(maintenance)!.getAttribute('href')).toBe(
      `/notice/view?id=${noticeIds.maintenance}`,
    )
    const time = rowOf(maintenance).querySelector('time')!
    expect(time.getAttribute('title')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(time.textContent).toMatch(/hours? ago|day ago/)
    expect(screen.getByText(unreadCount(9))).toBeTruthy()
  })

  it('filters by read state and title, both kept in the URL', async () => {
    const { router } = await openNotices('/notice?isRead=false')
    await findTitleLink(maintenance)
    expect(titleLink(safetyMonth)).toBeNull()
    expect(screen.getByText('9 in total')).toBeTruthy()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(noticeEn.title), '扬尘{Enter}')
    await waitFor(() => expect(titleLink(maintenance)).toBeNull())
    expect(titleLink(dust)).toBeTruthy()
    expect(searchOf(router).get('filter')).toBe('扬尘')
    expect(searchOf(router).get('isRead')).toBe('false')

    await user.clear(screen.getByLabelText(noticeEn.title))
    await user.click(screen.getByLabelText(noticeEn.readState))
    await user.click(await screen.findByText(noticeEn.readOnly, { selector: '.ant-select-item-option-content' })) // prettier-ignore
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: /Search/ }))
    await findTitleLink(safetyMonth)
    expect(titleLink(maintenance)).toBeNull()
    expect(searchOf(router).get('isRead')).toBe('true')
    expect(searchOf(router).get('filter')).toBeNull()
  })

  it('marks one notice read, then all of them, and says so', async () => {
    await openNotices()
    await findTitleLink(maintenance)
    const user = userEvent.setup()
    await user.click(
      within(rowOf(maintenance)).getByRole('button', {
        name: `${noticeEn.markRead} ${maintenance}`,
      }),
    )
    expect(await screen.findByText(`“${maintenance}” is marked as read.`)).toBeTruthy()
    await waitFor(() => expect(within(rowOf(maintenance)).queryByText(noticeEn.unread)).toBeNull())
    expect(await screen.findByText(unreadCount(8))).toBeTruthy()
    expect(within(rowOf(maintenance)).queryByRole('button', { name: /Mark read/ })).toBeNull()

    await user.click(markAllButton())
    expect(await screen.findByText(noticeEn.allMarkedRead)).toBeTruthy()
    expect(await screen.findByText(noticeEn.noUnread)).toBeTruthy()
    expect(screen.queryAllByText(noticeEn.unread)).toHaveLength(0)
    expect(markAllButton()).toHaveProperty('disabled', true) // prettier-ignore
  })
})

describe('Notice view', { timeout: 60_000 }, () => {
  it('opens a notice from the list, marks it read and goes back to the list as it was', async () => {
    const { router } = await openNotices('/notice?isRead=false')
    const user = userEvent.setup()
    clearRequestLog()
    await user.click(await findTitleLink(maintenance))
    expect(await findPageHeading(maintenance)).toBeTruthy()
    expect(screen.getByText(/Published by Administrator/)).toBeTruthy()
    const body = screen.getByText(/平台将于本周六/)
    expect(body.textContent).toContain('\n')
    expect(getComputedStyle(body).whiteSpace).toBe('pre-wrap')
    await waitFor(() =>
      expect(
        getRequestLog().some(
          (entry) =>
            entry.method === 'POST' && entry.path === `/api/base/notice/${noticeIds.maintenance}/read`, // prettier-ignore
        ),
      ).toBe(true),
    )

    await user.click(screen.getByRole('button', { name: new RegExp(noticeEn.backToList) }))
    await findPageHeading(routeEn.notice)
    expect(router.state.location.search).toBe('?isRead=false')
    await waitFor(() => expect(titleLink(maintenance)).toBeNull())
    expect(await screen.findByText(unreadCount(8))).toBeTruthy()
  })

  it('renders Markdown, and shows raw HTML and scripts as text', async () => {
    const notice = getDatabase().notices.find((n) => n.id === noticeIds.markdownGuide)!
    notice.content = [
      '# 平台操作手册',
      '**加粗** 与 [官网](https://example.com)',
      '',
      '<script>window.noticeScriptRan = true</script>',
      '',
      '<b onclick="alert(1)">原始标签</b> [危险链接](javascript:alert(1))',
    ].join('\n')
    await signedInWithTabs('admin', `/notice/view?id=${noticeIds.markdownGuide}`, false)
    await findPageHeading('平台操作手册')
    const markdown = await screen.findByTestId('notice-markdown', {}, { timeout: 10_000 })
    expect(within(markdown).getByRole('heading', { level: 1, name: '平台操作手册' })).toBeTruthy()
    expect(within(markdown).getByText('加粗').tagName).toBe('STRONG')
    const link = within(markdown).getByRole('link', { name: '官网' })
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(
      within(markdown).getByText('<script>window.noticeScriptRan = true</script>'),
    ).toBeTruthy()
    expect(within(markdown).getByText(/<b onclick="alert\(1\)">原始标签<\/b>/)).toBeTruthy()
    expect(markdown.querySelector('script, b, [onclick], a[href^="javascript"]')).toBeNull()
    expect((window as { noticeScriptRan?: boolean }).noticeScriptRan).toBeUndefined()
  })

  it('says a notice I cannot see is not found, with a way back to the list', async () => {
    // 东环高速's notice is for holders of a grant on it; admin holds none.
    const { router } = await signedInWithTabs('admin', `/notice/view?id=${noticeIds.floodSeason}`, false) // prettier-ignore
    expect(await screen.findByText(noticeEn.notFound, {}, { timeout: 10_000 })).toBeTruthy()
    expect(screen.queryByText(/There is no entity Notice/)).toBeNull()
    const back = screen.getByRole('link', { name: noticeEn.backToList })
    expect(back.getAttribute('href')).toBe('/notice')
    await userEvent.click(back)
    await findPageHeading(routeEn.notice)
    expect(router.state.location.pathname).toBe('/notice')
  })

  it('treats a malformed id as not found without asking the server', async () => {
    clearRequestLog()
    await signedInWithTabs('admin', '/notice/view?id=not-a-notice', false)
    expect(await screen.findByText(noticeEn.notFound, {}, { timeout: 10_000 })).toBeTruthy()
    expect(getRequestLog().some((entry) => entry.path.includes('not-a-notice'))).toBe(false)
  })
})
