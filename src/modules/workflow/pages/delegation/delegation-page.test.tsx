import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getDatabase } from '@mock/core/db/database'
import { personaAccounts } from '@mock/core/db/seed-accounts'
import { apiAs, generatedAccount } from '@mock/core/testing/api-client'
import crudEn from '@/i18n/locales/en/crud.json'
import routeEn from '@/i18n/locales/en/route.json'
import delegationEn from '@/modules/workflow/locales/en/workflow-delegation.json'
import { addFault, seedAccounts } from '@tests/setup/msw-server'
import { resetSession } from '@tests/support/render-app'
import {
  findPageHeading,
  preloadShell,
  signedInWithTabs,
} from '@tests/integration/tabs-journey-support'
import { dialog, isFormOpen } from '@tests/integration/crud-dialogs'

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/workflow/pages/delegation/delegation-page')
}, 60_000)
afterEach(resetSession)

async function openDelegations(user: string, search = '') {
  const app = await signedInWithTabs(user, `/workflow/delegation${search}`, false)
  await findPageHeading(routeEn.workflowDelegation)
  return app
}

const rows = () => [...document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')]
const findRows = (count: number) =>
  waitFor(() => expect(rows()).toHaveLength(count), { timeout: 10_000 })
const rowWith = (text: string) => rows().find((row) => row.textContent?.includes(text))!
const tab = (name: string) => screen.queryByRole('tab', { name })
const button = (name: string) => screen.queryByText(name, { selector: 'button span' })
const params = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search)

/** Opens an antd select and picks the option whose text contains `text`. */
async function choose(select: HTMLElement, text: string) {
  await userEvent.click(select)
  const options = await screen.findAllByText((_c, el) => !!el?.matches('.ant-select-item-option-content') && !!el.textContent?.includes(text)) // prettier-ignore
  await userEvent.click(options[0])
}

/** Drops permission names of the host admin role (the signed-in admin's grants). */
function revoke(...names: string[]) {
  const admin = getDatabase().roles.find((r) => r.name === 'admin' && r.tenantId === null)!
  admin.permissions = admin.permissions.filter((name) => !names.includes(name))
}

describe('Delegations', { timeout: 90_000 }, () => {
  it('lists mine and those I hold for others; no all-users tab without Workflow.Delegation', async () => {
    await openDelegations('ht-spec1')
    await findRows(1)
    const mine = within(rowWith('孙丽萍'))
    expect(mine.getByText(delegationEn.inactive)).toBeTruthy() // next week: not active yet
    expect(mine.getByRole('button', { name: new RegExp(`^${delegationEn.end}`) })).toBeTruthy()
    expect(tab(delegationEn.tabs.all)).toBeNull()
    await userEvent.setup().click(tab(delegationEn.tabs.held)!)
    await findRows(0)
    resetSession()

    // A task the standing delegation gave ht-spec2 (as if its window had come).
    const spec2 = await apiAs(personaAccounts.htSpec2)
    const [held] = (await spec2('GET', '/api/workflow/task/todo')).json<{ items: { id: string; title: string }[] }>().items // prettier-ignore
    const task = getDatabase().workflowInstances.flatMap((i) => i.engine?.tasks ?? []).find((t) => t.id === held.id)! // prettier-ignore
    task.onBehalfOfId = personaAccounts.htSpec1.userId
    await openDelegations('ht-spec2', '?tab=held')
    await findRows(2)
    expect(rowWith('郑海峰').textContent).toContain(delegationEn.inactive)
    await screen.findByText(delegationEn.heldTasks)
    const link = screen.getByText(held.title, { selector: 'td a' })
    expect(link.getAttribute('href')).toBe(`/workflow/handle?id=${held.id}`)
    expect(button(delegationEn.create)).toBeNull()
  })

  it('creates one, refuses an overlapping one on the period, and ends one early', async () => {
    await openDelegations('ht-spec2')
    await findRows(0)
    const user = userEvent.setup()
    await user.click(button(delegationEn.create)!)
    let form = await dialog()
    await choose(form.getByLabelText(delegationEn.delegatee), 'jn-cost')
    await user.type(form.getByLabelText(delegationEn.reason), '年假')
    await user.click(form.getByRole('button', { name: new RegExp(`${crudEn.save}$`) }))
    await waitFor(() => expect(isFormOpen()).toBe(false))
    await findRows(1)
    const row = within(rowWith('吴晓梅'))
    expect(row.getByText('年假')).toBeTruthy()
    expect(row.getByText(delegationEn.active)).toBeTruthy()

    // The same window again: the server refuses it on the period.
    await user.click(button(delegationEn.create)!)
    form = await dialog()
    await choose(form.getByLabelText(delegationEn.delegatee), 'jn-site')
    await user.click(form.getByRole('button', { name: new RegExp(`${crudEn.save}$`) }))
    await form.findByText('Another delegation of yours covers this period for the same schemes.')
    await user.click(form.getByRole('button', { name: crudEn.cancel }))
    await user.click((await dialog('confirm')).getByRole('button', { name: crudEn.discard }))
    await waitFor(() => expect(isFormOpen()).toBe(false))

    await user.click(within(rowWith('吴晓梅')).getByRole('button', { name: new RegExp(`^${delegationEn.end}`) })) // prettier-ignore
    const confirm = await dialog('confirm')
    await user.click(confirm.getByRole('button', { name: delegationEn.end }))
    await waitFor(() => expect(within(rowWith('吴晓梅')).getByText(delegationEn.disabled)).toBeTruthy()) // prettier-ignore
    const saved = getDatabase().workflowDelegations.find((d) => d.delegatorId === personaAccounts.htSpec2.userId)! // prettier-ignore
    expect(saved.enabled).toBe(false)
  })

  it('shows every user’s to Workflow.Delegation holders, filters in the URL, on pages', async () => {
    // Eleven more, each from a generated user to admin, in windows of their own.
    const api = await apiAs(seedAccounts.admin)
    for (let n = 1; n <= 11; n++) {
      const start = `2031-0${1 + (n % 9)}-${String(n).padStart(2, '0')}T08:00:00`
      const end = `2031-0${1 + (n % 9)}-${String(n + 1).padStart(2, '0')}T08:00:00`
      const answer = await api('POST', '/api/workflow/delegation', { delegatorId: generatedAccount(n).userId, delegateeId: seedAccounts.admin.userId, schemeIds: [], startTime: start, endTime: end, reason: `出差${n}`, enabled: true }) // prettier-ignore
      expect(answer.status).toBe(200)
    }
    const { router } = await openDelegations('admin', '?tab=all')
    await findRows(10)
    expect(screen.getByText('12 in total')).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('listitem', { name: '2' }))
    await waitFor(() => expect(params(router).get('page')).toBe('2'))
    await findRows(2)
    expect(params(router).get('tab')).toBe('all')
    expect(button(delegationEn.create)).toBeTruthy()
    expect(within(rows()[0]).getByRole('button', { name: new RegExp(`^${crudEn.edit}`) })).toBeTruthy() // prettier-ignore

    await router.navigate('/workflow/delegation?tab=all&isActive=false&delegatorId=' + personaAccounts.htSpec1.userId) // prettier-ignore
    await findRows(1)
    expect(rowWith('孙丽萍')).toBeTruthy()
  })

  it('leaves out each button whose permission child is missing', async () => {
    revoke('Workflow.Delegation.Create', 'Workflow.Delegation.Update')
    await openDelegations('admin', '?tab=all')
    await findRows(1)
    expect(button(delegationEn.create)).toBeNull()
    const row = within(rows()[0])
    expect(row.queryByRole('button', { name: new RegExp(`^${crudEn.edit}`) })).toBeNull()
    expect(row.getByRole('button', { name: new RegExp(`^${crudEn.delete}`) })).toBeTruthy()
    resetSession()

    revoke('Workflow.Delegation')
    const { router } = await openDelegations('admin', '?tab=all')
    // Without the permission the tab is absent, even by its address: the first tab shows.
    expect(tab(delegationEn.tabs.all)).toBeNull()
    await waitFor(() => expect(screen.getByRole('tab', { selected: true }).textContent).toBe(delegationEn.tabs.mine)) // prettier-ignore
    expect(params(router).get('tab')).toBe('all')
  })

  it('says so when the list cannot be loaded', async () => {
    addFault({ path: '/api/workflow/delegation/my', method: 'GET', status: 500, times: 2 })
    await openDelegations('ht-spec1')
    await screen.findByText(crudEn.loadFailed, undefined, { timeout: 10_000 })
    await userEvent.setup().click(screen.getByRole('button', { name: crudEn.retry }))
    await findRows(1)
  })
})
