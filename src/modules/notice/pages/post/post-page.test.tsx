import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import dayjs from 'dayjs'
import { getDatabase } from '@mock/core/db/database'
import { projectIds } from '@mock/core/db/seed-ids'
import { noticeIds } from '@mock/modules/notice/seed-notice-ids'
import appEn from '@/i18n/locales/en/app.json'
import crudEn from '@/i18n/locales/en/crud.json'
import routeEn from '@/i18n/locales/en/route.json'
import noticeEn from '@/modules/notice/locales/en/notice.json'
import postEn from '@/modules/notice/locales/en/post.json'
import { clearRequestLog, getRequestLog } from '@tests/setup/msw-server'
import { resetSession } from '@tests/support/render-app'
import {
  findPageHeading,
  navigateTo,
  preloadShell,
  signedInWithTabs,
} from '@tests/integration/tabs-journey-support'
import { dialog, isFormOpen } from '@tests/integration/crud-dialogs'

beforeAll(async () => {
  await preloadShell()
  await Promise.all([
    import('@/modules/notice/pages/post/post-page'),
    import('@/modules/notice/pages/post/notice-preview'),
    import('@/modules/notice/pages/reader/notice-list-page'),
    import('@/modules/notice/pages/reader/notice-markdown'),
  ])
}, 60_000)
afterEach(resetSession)

const maintenance = '系统升级维护公告' // published, pinned, for everyone
const draft = '关于2025年度工作计划征求意见的通知' // draft, for everyone
const projectDraft = '关于节前安全大检查的通知' // draft, 滨江大道
const markdownDraft = '平台新功能预告' // draft, Markdown
const withdrawn = '关于临时停水的通知'
const flood = '东环高速二标段汛期施工安全提示' // published, 东环高速

async function openPost(search = '', firstCell = maintenance, user = 'admin') {
  const app = await signedInWithTabs(user, `/post${search}`, false)
  await findPageHeading(routeEn.post)
  await findCell(firstCell)
  return app
}

/** Role queries over the whole shell are slow in jsdom: rows are found by their title's text. */
const cell = (text: string) => screen.queryByText(text, { selector: 'td, td *' })
const findCell = (text: string) =>
  screen.findByText(text, { selector: 'td, td *' }, { timeout: 10_000 })
const rowOf = (text: string) => cell(text)!.closest('tr')!
const rowButton = (title: string, label: string) =>
  within(rowOf(title)).queryByRole('button', { name: `${label} ${title}` })
const createButton = () => screen.queryByText(postEn.create, { selector: 'button span' })
const params = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search)
const saveButton = (form: ReturnType<typeof within>) =>
  form.getByRole('button', { name: new RegExp(`${crudEn.save}$`) })
const noticeRow = (title: string) => getDatabase().notices.find((n) => n.title === title)!

/** Drops permission names of the host admin role (the signed-in admin's grants). */
function revoke(...names: string[]) {
  const admin = getDatabase().roles.find((r) => r.name === 'admin' && r.tenantId === null)!
  admin.permissions = admin.permissions.filter((name) => !names.includes(name))
}

describe('Publishing notices', { timeout: 60_000 }, () => {
  it('lists every notice newest first with status, audience and read counts, and pages', async () => {
    const { router } = await openPost()
    const first = within(rowOf(maintenance))
    expect(first.getByText(postEn.statuses['2'])).toBeTruthy()
    expect(first.getByText(postEn.pinned)).toBeTruthy()
    expect(first.getByText(postEn.everyone)).toBeTruthy()
    const reads = getDatabase().noticeReads.filter((r) => r.noticeId === noticeIds.maintenance)
    expect(first.getByText(String(reads.length), { selector: 'td' })).toBeTruthy()
    expect(within(rowOf(draft)).getByText(postEn.statuses['1'])).toBeTruthy()
    expect(within(rowOf(withdrawn)).getByText(postEn.statuses['3'])).toBeTruthy()
    expect(within(rowOf(flood)).getByText('东环高速公路改扩建工程')).toBeTruthy()
    expect(screen.getByText('25 in total')).toBeTruthy()

    await userEvent.click(document.querySelector('li.ant-pagination-item-2')!)
    await findCell('关于规范计量支付资料报送的通知')
    expect(cell(maintenance)).toBeNull()
    expect(params(router).get('page')).toBe('2')
  })

  it('filters by status, project and title, all kept in the URL', async () => {
    const { router } = await openPost('?status=1', draft)
    expect(cell(maintenance)).toBeNull()
    expect(screen.getByText('3 in total')).toBeTruthy()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(postEn.title, { selector: 'input' }), '安全{Enter}')
    await waitFor(() => expect(cell(draft)).toBeNull())
    expect(cell(projectDraft)).toBeTruthy()
    expect(params(router).get('filter')).toBe('安全')
    expect(params(router).get('status')).toBe('1')

    await navigateTo(router, `/post?projectId=${projectIds.eastRingExpressway}`)
    await findCell(flood)
    expect(cell(projectDraft)).toBeNull()
    expect(screen.getByText('1 in total')).toBeTruthy()
  })

  it('writes a draft: unsafe content refused on its field, a Markdown preview as readers see it', async () => {
    await openPost()
    const user = userEvent.setup()
    await user.click(createButton()!)
    const form = await dialog()
    await user.type(form.getByLabelText(postEn.title), '复工通知')
    await user.click(form.getByLabelText(postEn.formats['2']))
    await user.click(form.getByLabelText(postEn.content))
    await user.paste('# 复工\n\n[点此](javascript:alert(1))')
    await user.click(form.getByRole('button', { name: new RegExp(postEn.showPreview) }))
    const preview = await form.findByRole('region', { name: postEn.preview })
    expect(await within(preview).findByRole('heading', { name: '复工', level: 1 })).toBeTruthy()
    // The reader's renderer: the unsafe link is not a link.
    expect(within(preview).queryByRole('link')).toBeNull()
    expect(within(preview).getByRole('heading', { name: '复工通知', level: 3 })).toBeTruthy()
    clearRequestLog()
    await user.click(saveButton(form))
    expect(await form.findByText(/The field Content is invalid/)).toBeTruthy()
    expect(isFormOpen()).toBe(true)

    await user.clear(form.getByLabelText(postEn.content))
    await user.paste('# 复工\n\n[点此](https://example.com)')
    await user.click(saveButton(form))
    await waitFor(() => expect(isFormOpen()).toBe(false))
    expect(noticeRow('复工通知')).toMatchObject({ status: 1, contentFormat: 2, projectId: null })
    expect(await findCell('复工通知')).toBeTruthy()
  })

  it('edits a draft for another audience; a published notice says why it cannot be edited', async () => {
    await openPost('', draft)
    expect(rowButton(maintenance, crudEn.edit)).toHaveProperty('disabled', true)
    expect(rowButton(maintenance, crudEn.edit)!.getAttribute('aria-description')).toBe(
      postEn.notEditable,
    )
    expect(rowButton(maintenance, postEn.publish)).toBeNull()
    expect(rowButton(draft, postEn.withdraw)).toBeNull()

    const user = userEvent.setup()
    await user.click(rowButton(draft, crudEn.edit)!)
    const form = await dialog()
    await waitFor(() =>
      expect(form.getByLabelText<HTMLInputElement>(postEn.title).value).toBe(draft),
    )
    await user.click(form.getByLabelText(postEn.project))
    await user.click(
      await screen.findByText(/^东环高速/, { selector: '.ant-select-item-option-content' }),
    )
    await user.click(form.getByLabelText(postEn.pinned))
    await user.click(saveButton(form))
    await waitFor(() => expect(isFormOpen()).toBe(false))
    await waitFor(() => expect(within(rowOf(draft)).queryByText(/东环高速/)).toBeTruthy())
    expect(noticeRow(draft)).toMatchObject({
      projectId: projectIds.eastRingExpressway,
      isPinned: true,
      status: 1,
    })
  })

  it('publishes a draft now: readers see it, and it is no longer editable', async () => {
    await openPost('', draft)
    const user = userEvent.setup()
    await user.click(rowButton(draft, postEn.publish)!)
    const form = await dialog()
    expect(form.getByText(postEn.publishForEveryone)).toBeTruthy()
    await user.click(saveButton(form))
    expect(await screen.findByText(`“${draft}” is published.`)).toBeTruthy()
    await waitFor(() => expect(within(rowOf(draft)).queryByText(postEn.statuses['2'])).toBeTruthy())
    // Sent as null (now): the server's clock, in UTC, is the publish time.
    const published = Date.parse(`${noticeRow(draft).publishTime}Z`)
    expect(Math.abs(published - Date.now())).toBeLessThan(60_000)
    expect(rowButton(draft, crudEn.edit)).toHaveProperty('disabled', true)
    expect(rowButton(draft, postEn.withdraw)).toBeTruthy()
    expect(noticeRow(draft)).toMatchObject({ status: 2, publisherName: 'Administrator' })
  })

  it('refuses a publish time in the past on the field; schedules a later one', async () => {
    await openPost('', draft)
    const user = userEvent.setup()
    await user.click(rowButton(draft, postEn.publish)!)
    const form = await dialog()
    await user.click(form.getByLabelText(postEn.publishLater))
    const time = await form.findByLabelText(postEn.publishTime)
    const past = dayjs().subtract(1, 'hour').format('YYYY-MM-DD HH:mm')
    await user.type(time, `${past}{Enter}`)
    clearRequestLog()
    await user.click(saveButton(form))
    expect(await form.findByText(postEn.publishTimeTooEarly)).toBeTruthy()
    expect(getRequestLog().filter((e) => e.path.endsWith('/publish'))).toHaveLength(0)

    const later = dayjs().add(1, 'day').startOf('minute')
    await user.clear(time)
    await user.type(time, `${later.format('YYYY-MM-DD HH:mm')}{Enter}`)
    await user.click(saveButton(form))
    expect(await screen.findByText(`“${draft}” is scheduled.`)).toBeTruthy()
    await waitFor(() => expect(within(rowOf(draft)).queryByText(postEn.scheduled)).toBeTruthy())
    expect(noticeRow(draft).publishTime).toMatch(later.format('YYYY-MM-DDTHH:mm'))
  })

  it('withdraws a published notice after asking, naming it', async () => {
    await openPost()
    const user = userEvent.setup()
    await user.click(rowButton(maintenance, postEn.withdraw)!)
    const confirm = await dialog('confirm')
    expect(confirm.getAllByText(`Withdraw “${maintenance}”?`)).not.toHaveLength(0)
    await user.click(confirm.getByRole('button', { name: postEn.withdraw }))
    await waitFor(() =>
      expect(within(rowOf(maintenance)).queryByText(postEn.statuses['3'])).toBeTruthy(),
    )
    expect(noticeRow(maintenance).status).toBe(3)
    expect(rowButton(maintenance, crudEn.edit)).toHaveProperty('disabled', false)
  })

  it('deletes the selected notices after a question naming them', async () => {
    await openPost('?status=1', draft)
    const user = userEvent.setup()
    await user.click(within(rowOf(draft)).getByRole('checkbox'))
    await user.click(within(rowOf(markdownDraft)).getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: new RegExp(crudEn.deleteSelected) }))
    const confirm = await dialog('confirm')
    expect(confirm.getByText(`“${draft}”, “${markdownDraft}”. This cannot be undone.`)).toBeTruthy()
    await user.click(confirm.getByRole('button', { name: crudEn.delete }))
    await waitFor(() => expect(cell(draft)).toBeNull())
    expect(cell(markdownDraft)).toBeNull()
    expect(cell(projectDraft)).toBeTruthy()
  })

  it.each([
    ['Notice.Notice.Create', () => createButton(), () => rowButton(draft, crudEn.edit)],
    ['Notice.Notice.Update', () => rowButton(draft, crudEn.edit), () => rowButton(draft, postEn.publish)], // prettier-ignore
    ['Notice.Notice.Delete', () => rowButton(draft, crudEn.delete), () => rowButton(draft, crudEn.edit)], // prettier-ignore
    ['Notice.Notice.Publish', () => rowButton(draft, postEn.publish) ?? rowButton(maintenance, postEn.withdraw), () => rowButton(draft, crudEn.delete)], // prettier-ignore
  ])('hides what %s allows, and only that', async (permission, hidden, shown) => {
    revoke(permission)
    await openPost('', draft)
    expect(hidden()).toBeNull()
    expect(shown()).toBeTruthy()
  })

  it('shows the 403 page without Notice.Notice, and no way there from the notices', async () => {
    const { router } = await signedInWithTabs('manager', '/post', false)
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'), { timeout: 10_000 })
    expect(await screen.findByText(appEn.page.unauthorizedTitle)).toBeTruthy()

    await router.navigate('/notice')
    await findPageHeading(routeEn.notice)
    expect(screen.queryByRole('button', { name: new RegExp(noticeEn.publishNotices) })).toBeNull()
  })

  it('is reached from the notice list by those who may publish', async () => {
    const { router } = await signedInWithTabs('admin', '/notice', false)
    await findPageHeading(routeEn.notice)
    await userEvent.click(
      await screen.findByRole('button', { name: new RegExp(noticeEn.publishNotices) }),
    )
    await findPageHeading(routeEn.post)
    expect(router.state.location.pathname).toBe('/post')
  })
})
