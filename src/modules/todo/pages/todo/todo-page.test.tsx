import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import crudEn from '@/i18n/locales/en/crud.json'
import routeEn from '@/i18n/locales/en/route.json'
import todoEn from '@/modules/todo/locales/en/todo.json'
import { mswServer } from '@tests/setup/msw-server'
import { resetSession } from '@tests/support/render-app'
import { dialog, isFormOpen } from '@tests/integration/crud-dialogs'
import {
  findPageHeading,
  preloadShell,
  signedInWithTabs,
} from '@tests/integration/tabs-journey-support'

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/todo/pages/todo/todo-page')
}, 60_000)
afterEach(resetSession)

const weekly = '准备周例会汇报材料' // admin's, Manual, pending, due tomorrow
const overdueManual = '整理滨湖管廊二标段隐患整改台账' // Manual, two days overdue
const doneManual = '提交2月安全检查表'
const workflow = '审批：城北污水厂二标段设计变更' // Workflow, overdue
const reminder = '提醒：签名图片即将过期，请重新上传' // System, overdue

async function openTodos(query = '') {
  const app = await signedInWithTabs('admin', `/todo${query}`, false)
  await findPageHeading(routeEn.todo)
  await screen.findAllByText(/\d+ in total/, {}, { timeout: 10_000 })
  return app
}

/** Role queries over the whole shell are slow in jsdom: titles are found by text. */
const title = (name: string) => screen.queryByText(name, { selector: 'td span, td a' })
const findTitle = (name: string) =>
  screen.findByText(name, { selector: 'td span, td a' }, { timeout: 10_000 })
const rowOf = (name: string) => title(name)!.closest('tr')!
const rowButton = (name: string, label: string) =>
  within(rowOf(name)).getByRole('button', { name: `${label} ${name}` })
const searchOf = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search)
const statusFilter = () => within(screen.getByRole('radiogroup', { name: todoEn.status }))

describe('To-do page', { timeout: 60_000 }, () => {
  it('filters by status in the URL and makes overdue to-dos stand out', async () => {
    const { router } = await openTodos()
    await findTitle(overdueManual)
    expect(within(rowOf(overdueManual)).getByText(todoEn.overdue)).toBeTruthy()
    expect(within(rowOf(weekly)).queryByText(todoEn.overdue)).toBeNull()
    expect(screen.getByText(/^15 pending/)).toBeTruthy()
    expect(screen.getByText('3 overdue')).toBeTruthy()

    await userEvent.click(statusFilter().getByText(todoEn.statuses['2']))
    await findTitle(doneManual)
    expect(title(overdueManual)).toBeNull()
    expect(searchOf(router).get('status')).toBe('2')
    expect(screen.getByText('12 in total')).toBeTruthy()
    // A done to-do is not overdue, whatever its due date.
    expect(within(rowOf(doneManual)).queryByText(todoEn.overdue)).toBeNull()
  })

  it('completes a to-do and reopens it', async () => {
    await openTodos(`?filter=${encodeURIComponent(weekly)}`)
    await findTitle(weekly)
    const user = userEvent.setup()
    await user.click(rowButton(weekly, todoEn.complete))
    expect(await screen.findByText(`“${weekly}” is done.`)).toBeTruthy()
    await waitFor(() => expect(within(rowOf(weekly)).getByText(todoEn.statuses['2'])).toBeTruthy())

    await user.click(rowButton(weekly, todoEn.reopen))
    expect(await screen.findByText(`“${weekly}” is pending again.`)).toBeTruthy()
    await waitFor(() => expect(within(rowOf(weekly)).getByText(todoEn.statuses['1'])).toBeTruthy())
    expect(rowButton(weekly, todoEn.complete)).toBeTruthy()
  })

  it('shows a server validation error on its field, then creates a to-do', async () => {
    const { router } = await openTodos()
    const user = userEvent.setup()
    mswServer.use(
      http.post(
        '*/api/base/todo',
        () =>
          HttpResponse.json(
            {
              error: {
                code: null,
                message: 'Your request is not valid!',
                details: null,
                data: {},
                validationErrors: [{ message: 'The Title field is invalid.', members: ['title'] }],
              },
            },
            { status: 400 },
          ),
        { once: true },
      ),
    )
    await user.click(screen.getByRole('button', { name: new RegExp(todoEn.create) }))
    const form = await dialog()
    await user.type(form.getByLabelText(todoEn.title), '检查塔吊年检证书')
    await user.type(form.getByLabelText(todoEn.remark), '联系设备租赁单位')
    await user.click(form.getByRole('button', { name: crudEn.save }))
    expect(await form.findByText('The Title field is invalid.')).toBeTruthy()
    expect(form.getByLabelText<HTMLInputElement>(todoEn.title).value).toBe('检查塔吊年检证书')
    await user.click(form.getByRole('button', { name: crudEn.save }))
    await waitFor(() => expect(isFormOpen()).toBe(false))

    await user.type(within(screen.getByRole('search')).getByLabelText(todoEn.title), '塔吊{Enter}')
    await findTitle('检查塔吊年检证书')
    expect(searchOf(router).get('filter')).toBe('塔吊')
    const row = rowOf('检查塔吊年检证书')
    expect(within(row).getByText(todoEn.sources['4'])).toBeTruthy()
    expect(within(row).getByText('联系设备租赁单位')).toBeTruthy()
  })

  it('edits my own to-do', async () => {
    await openTodos(`?filter=${encodeURIComponent(weekly)}`)
    await findTitle(weekly)
    const user = userEvent.setup()
    await user.click(rowButton(weekly, crudEn.edit))
    const form = await dialog()
    expect(form.getByLabelText<HTMLInputElement>(todoEn.title).value).toBe(weekly)
    await user.type(form.getByLabelText(todoEn.remark), '附上月度进度照片')
    await user.click(form.getByRole('button', { name: crudEn.save }))
    await waitFor(() => expect(isFormOpen()).toBe(false))
    expect(await within(rowOf(weekly)).findByText('附上月度进度照片')).toBeTruthy()
  })

  it('deletes my own to-do after a confirmation naming it', async () => {
    await openTodos(`?filter=${encodeURIComponent(weekly)}`)
    await findTitle(weekly)
    const user = userEvent.setup()
    await user.click(rowButton(weekly, crudEn.delete))
    const confirm = await dialog('confirm')
    expect(confirm.getAllByText(crudEn.deleteTitle.replace('{{name}}', weekly))).not.toHaveLength(0)
    await user.click(confirm.getByRole('button', { name: crudEn.delete }))
    await waitFor(() => expect(title(weekly)).toBeNull())
  })

  it('does not let me edit or delete a to-do its source manages, and says why', async () => {
    await openTodos()
    await findTitle(workflow)
    for (const label of [todoEn.complete, crudEn.edit, crudEn.delete]) {
      const button = rowButton(workflow, label)
      expect(button).toHaveProperty('disabled', true)
      expect(button.getAttribute('aria-description')).toBe(todoEn.managedBy.workflow)
    }
    // A system reminder may be ticked off, not edited.
    expect(rowButton(reminder, todoEn.complete)).toHaveProperty('disabled', false)
    expect(rowButton(reminder, crudEn.edit).getAttribute('aria-description')).toBe(
      todoEn.managedBy.system,
    )
    expect(rowButton(overdueManual, crudEn.edit)).toHaveProperty('disabled', false)
  })
})
