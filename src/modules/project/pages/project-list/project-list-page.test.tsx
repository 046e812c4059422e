import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { getDatabase } from '@mock/core/db/database'
import { organizationId, projectIds } from '@mock/core/db/seed-ids'
import crudEn from '@/i18n/locales/en/crud.json'
import projectListEn from '@/modules/project/locales/en/project-list.json'
import routeEn from '@/i18n/locales/en/route.json'
import { mswServer } from '@tests/setup/msw-server'
import { resetSession } from '@tests/support/render-app'
import {
  findPageHeading,
  preloadShell,
  signedInWithTabs,
} from '@tests/integration/tabs-journey-support'
import { dialog, isFormOpen } from '@tests/integration/crud-dialogs'

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/project/pages/project-list/project-list-page')
}, 60_000)
afterEach(resetSession)

async function openProjects(user = 'admin') {
  const app = await signedInWithTabs(user, '/project/index', false)
  await findPageHeading(routeEn.projectList)
  await findCell('城北污水处理厂扩建工程')
  return app
}

/** Role queries over the whole shell are slow in jsdom: cells are found by text. */
const cell = (text: string) => screen.queryByText(text, { selector: 'td' })
const findCell = (text: string) => screen.findByText(text, { selector: 'td' }, { timeout: 10_000 })
const rowOf = (text: string) => cell(text)!.closest('tr')!
const rowNames = () =>
  [...document.querySelectorAll('tbody tr.ant-table-row')].map((row) => row.querySelector('td')?.textContent) // prettier-ignore
const createButton = () => screen.queryByText(crudEn.create, { selector: 'button span' })
const searchForm = () => within(screen.getByRole('search'))
const params = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search)
const saveButton = (form: ReturnType<typeof within>) =>
  form.getByRole('button', { name: new RegExp(`${crudEn.save}$`) })
const hideHtdsOf = (projectId: string, hidden = true) => {
  for (const htd of getDatabase().htds.filter((h) => h.projectId === projectId)) {
    htd.isDeleted = hidden
  }
}

/** The units the open organisation picker shows (roots, or every match of a search), in order. */
const shownUnits = () =>
  [
    ...document.querySelectorAll(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree-title',
    ),
  ].map((title) => title.textContent)

/** Opens an antd select or tree select and picks the option with this text. */
async function choose(select: HTMLElement, option: string) {
  await userEvent.click(select)
  const options = '.ant-select-item-option-content, .ant-select-tree-title'
  await userEvent.click(await screen.findByText(option, { selector: options }))
}

describe('Projects page', { timeout: 90_000 }, () => {
  it('lists the projects by sort order with their fields; the htd count opens their htds', async () => {
    const { router } = await openProjects()
    expect(rowNames()).toEqual([
      '城北污水处理厂扩建工程',
      '滨湖新区综合管廊工程',
      '滨江大道改造工程',
      '地铁5号线土建工程',
      '东环高速公路改扩建工程',
    ])
    const eastRing = within(rowOf('东环高速公路改扩建工程'))
    expect(eastRing.getByText('DHGS-2023')).toBeTruthy()
    expect(eastRing.getByText('在建')).toBeTruthy()
    expect(eastRing.getByText('市政道路')).toBeTruthy()
    expect(eastRing.getByText('2023-03-01 ~ 2026-12-31')).toBeTruthy()
    expect(eastRing.getByText('滨江城市建设投资集团有限公司')).toBeTruthy()
    const htds = eastRing.getByRole('link', {
      name: projectListEn.openHtds_other
        .replace('{{count}}', '3')
        .replace('{{name}}', '东环高速公路改扩建工程'),
    })
    await userEvent.click(htds)
    await findPageHeading(routeEn.htd)
    expect(params(router).get('project')).toBe(projectIds.eastRingExpressway)
    await findCell('DH01')
  })

  it('filters by keyword, type and status, kept in the URL', async () => {
    const { router } = await openProjects()
    const user = userEvent.setup()
    await choose(searchForm().getByLabelText(projectListEn.status), '在建')
    await user.type(searchForm().getByLabelText(crudEn.keyword), '滨江市{Enter}')
    await waitFor(() => expect(cell('滨湖新区综合管廊工程')).toBeNull())
    expect(rowNames()).toEqual([
      '城北污水处理厂扩建工程',
      '地铁5号线土建工程',
      '东环高速公路改扩建工程',
    ])
    expect(Object.fromEntries(params(router))).toEqual({ status: 'InProgress', filter: '滨江市' })

    await choose(searchForm().getByLabelText(projectListEn.projType), '市政道路')
    await user.click(searchForm().getByRole('button', { name: /Search/ }))
    await waitFor(() => expect(rowNames()).toEqual(['东环高速公路改扩建工程']))
    expect(params(router).get('projType')).toBe('Road')
  })

  it('checks the code and dates, shows a server error on its field, then creates and says who sees it', async () => {
    await openProjects()
    const user = userEvent.setup()
    mswServer.use(
      http.post(
        '*/api/base/project',
        () =>
          HttpResponse.json(
            {
              error: {
                code: null,
                message: 'Your request is not valid!',
                details: null,
                data: {},
                validationErrors: [{ message: 'The ProjCode field is invalid.', members: ['projCode'] }], // prettier-ignore
              },
            },
            { status: 400 },
          ),
        { once: true },
      ),
    )
    await user.click(createButton()!)
    const form = await dialog()
    await user.type(form.getByLabelText(projectListEn.projName), '滨江新城快速路工程')
    await user.type(form.getByLabelText(projectListEn.projCode), '-BJXC')
    await user.type(form.getByLabelText(projectListEn.startDate), '2025-06-01{Enter}')
    await user.type(form.getByLabelText(projectListEn.endDate), '2025-01-31{Enter}')
    await user.click(saveButton(form))
    expect(await form.findByText(projectListEn.codePattern)).toBeTruthy()
    expect(await form.findByText(projectListEn.dateOrder)).toBeTruthy()
    await user.clear(form.getByLabelText(projectListEn.projCode))
    await user.type(form.getByLabelText(projectListEn.projCode), 'BJXC-2025')
    await user.clear(form.getByLabelText(projectListEn.endDate))
    await user.type(form.getByLabelText(projectListEn.endDate), '2027-12-31{Enter}')
    await choose(form.getByLabelText(projectListEn.ownerOrg), '滨江城市建设投资集团有限公司')

    await user.click(saveButton(form)) // the server's 400, on its field
    expect(await form.findByText('The ProjCode field is invalid.')).toBeTruthy()
    await user.click(saveButton(form))
    await waitFor(() => expect(isFormOpen()).toBe(false), { timeout: 10_000 })

    const created = getDatabase().projects.find((p) => p.projName === '滨江新城快速路工程')!
    expect(created).toMatchObject({
      projCode: 'BJXC-2025',
      status: 'Preparing',
      startDate: '2025-06-01T00:00:00',
      endDate: '2027-12-31T00:00:00',
      ownerOrgId: organizationId(1),
      constructorOrgId: null,
    })
    expect(
      await screen.findByText(
        projectListEn.created.title.replace('{{name}}', '滨江新城快速路工程'),
      ),
    ).toBeTruthy()
    expect(screen.getByText(projectListEn.created.notVisible)).toBeTruthy()
    expect(
      screen.getByRole('link', { name: projectListEn.created.grant }).getAttribute('href'),
    ).toBe(`/project/user-project?project=${created.id}`)
    await findCell('BJXC-2025')
    expect(within(rowOf('BJXC-2025')).getByText('滨江城市建设投资集团有限公司')).toBeTruthy()
  })

  it('offers only companies as a project’s owner: no department, no supplier', async () => {
    await openProjects()
    const user = userEvent.setup()
    await user.click(createButton()!)
    const form = await dialog()
    await user.click(form.getByLabelText(projectListEn.ownerOrg))
    await waitFor(() =>
      expect(shownUnits()).toEqual([
        '滨江城市建设投资集团有限公司',
        '市政工程设计研究院',
        '江南路桥工程有限公司',
        '华通工程监理咨询有限公司',
        '城北水务建设有限公司',
        'Eastbridge Engineering Consultants Ltd.',
      ]),
    )
    // No department turns up in a search either (工程管理部, 经营部, …).
    await user.type(form.getByLabelText(projectListEn.ownerOrg), '部')
    await waitFor(() => expect(shownUnits()).toEqual([]))
  })

  it('puts a duplicate code on the code field', async () => {
    await openProjects()
    const user = userEvent.setup()
    await user.click(createButton()!)
    const form = await dialog()
    await user.type(form.getByLabelText(projectListEn.projName), '另一个项目')
    await user.type(form.getByLabelText(projectListEn.projCode), 'dhgs-2023{Enter}')
    expect(await form.findAllByText("Project code 'dhgs-2023' already exists.")).not.toHaveLength(0)
    expect(isFormOpen()).toBe(true)
  })

  it('edits a project with its current values and the list shows the change', async () => {
    await openProjects()
    const user = userEvent.setup()
    const name = '滨湖新区综合管廊工程'
    await user.click(within(rowOf(name)).getByRole('button', { name: `${crudEn.edit} ${name}` }))
    const form = await dialog()
    const location = form.getByLabelText<HTMLInputElement>(projectListEn.location)
    await waitFor(() => expect(location.value).toBe('滨湖新区'))
    expect(form.getByText('滨江城市建设投资集团有限公司')).toBeTruthy() // the owner, by name
    await user.type(location, '湖滨路')
    await user.click(saveButton(form))
    await findCell('滨湖新区湖滨路')
  })

  it('deletes a project without htds after a confirmation naming it', async () => {
    hideHtdsOf(projectIds.binjiangAvenue)
    await openProjects()
    const user = userEvent.setup()
    const name = '滨江大道改造工程'
    await user.click(within(rowOf(name)).getByRole('button', { name: `${crudEn.delete} ${name}` }))
    const confirm = await dialog('confirm')
    expect(confirm.getAllByText(crudEn.deleteTitle.replace('{{name}}', name))).not.toHaveLength(0)
    await user.click(confirm.getByRole('button', { name: crudEn.delete }))
    await waitFor(() => expect(cell(name)).toBeNull())
  })

  it('refuses to delete a project with htds: disabled with the reason, and the server’s refusal', async () => {
    hideHtdsOf(projectIds.binhuTunnel)
    await openProjects()
    const user = userEvent.setup()
    const eastRing = '东环高速公路改扩建工程'
    const disabled = within(rowOf(eastRing)).getByRole('button', { name: `${crudEn.delete} ${eastRing}` }) // prettier-ignore
    expect(disabled.hasAttribute('disabled')).toBe(true)
    expect(disabled.getAttribute('aria-description')).toBe(
      projectListEn.hasHtds_other.replace('{{count}}', '3'),
    )

    hideHtdsOf(projectIds.binhuTunnel, false) // sections added since the list was loaded
    const name = '滨湖新区综合管廊工程'
    await user.click(within(rowOf(name)).getByRole('button', { name: `${crudEn.delete} ${name}` }))
    await user.click((await dialog('confirm')).getByRole('button', { name: crudEn.delete }))
    expect(
      await screen.findByText(`Project '${name}' has contract sections and cannot be deleted.`),
    ).toBeTruthy()
    expect(cell(name)).toBeTruthy()
  })

  it('shows no create, edit or delete button without their permissions (manager)', async () => {
    await openProjects('manager')
    expect(rowNames()).toHaveLength(5)
    expect(createButton()).toBeNull()
    const row = within(rowOf('东环高速公路改扩建工程'))
    expect(row.queryByRole('button', { name: /Edit|Delete/ })).toBeNull()
    expect(row.getByRole('link', { name: /3 contract sections/ })).toBeTruthy()
  })
})
