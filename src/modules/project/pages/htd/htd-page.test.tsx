import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { getDatabase } from '@mock/core/db/database'
import { htdId, organizationId, projectIds } from '@mock/core/db/seed-ids'
import crudEn from '@/i18n/locales/en/crud.json'
import htdEn from '@/modules/project/locales/en/htd.json'
import pageProjectEn from '@/modules/project/locales/en/page-project.json'
import projectEn from '@/i18n/locales/en/project.json'
import routeEn from '@/i18n/locales/en/route.json'
import { useProjectStore } from '@/stores/project-store'
import { clearRequestLog, getRequestLog, mswServer } from '@tests/setup/msw-server'
import { resetSession } from '@tests/support/render-app'
import {
  findPageHeading,
  navigateTo,
  preloadShell,
  signedInWithTabs,
  tabBar,
} from '@tests/integration/tabs-journey-support'
import { dialog, isFormOpen } from '@tests/integration/crud-dialogs'

beforeAll(preloadShell, 60_000)
afterEach(resetSession)

const eastRing = `?project=${projectIds.eastRingExpressway}`

async function openHtds(search = '', firstCell = 'CB01', user = 'admin', tabs = false) {
  const app = await signedInWithTabs(user, `/project/htd${search}`, tabs)
  await findPageHeading(routeEn.htd)
  await findCell(firstCell)
  return app
}

/** Role queries over the whole shell are slow in jsdom: cells are found by text. */
const cell = (text: string) => screen.queryByText(text, { selector: 'td' })
const findCell = (text: string) => screen.findByText(text, { selector: 'td' }, { timeout: 10_000 })
const rowOf = (text: string) => cell(text)!.closest('tr')!
const codes = () =>
  [...document.querySelectorAll('tbody tr.ant-table-row')].map((row) => row.querySelectorAll('td')[1]?.textContent) // prettier-ignore
const createButton = () => screen.queryByText(crudEn.create, { selector: 'button span' })
const searchForm = () => within(screen.getByRole('search'))
const params = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search)
const saveButton = (form: ReturnType<typeof within>) =>
  form.getByRole('button', { name: new RegExp(`${crudEn.save}$`) })
const listQueries = () =>
  getRequestLog()
    .filter((e) => e.path === '/api/base/htd' && e.method === 'GET')
    .map((e) => e.query)
const hideWorkAreasOf = (id: string, hidden = true) => {
  for (const area of getDatabase().workAreas.filter((a) => a.htdId === id)) area.isDeleted = hidden
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

/** Picks a project in the navbar's project switcher. */
async function switchProject(name: string) {
  const switcher = screen.getByRole('button', { name: new RegExp(`^${projectEn.switcher.label}`) })
  await userEvent.click(switcher)
  const menu = await screen.findByRole('menu', { name: projectEn.switcher.label })
  const item = within(menu)
    .getAllByRole('menuitem')
    .find((i) => i.textContent?.startsWith(name))
  await userEvent.click(item!)
}

describe('Contract sections page', { timeout: 90_000 }, () => {
  it('follows the project switcher when the URL names no project', async () => {
    const { router } = await openHtds()
    expect(codes()).toEqual(['CB01', 'CB02'])
    expect(screen.getByText(pageProjectEn.followingSwitcher)).toBeTruthy()
    expect(screen.getByTitle('城北污水处理厂扩建工程 (CBWS-2023)')).toBeTruthy()
    const cb01 = within(rowOf('CB01'))
    expect(cb01.getByText('215,300,000.00')).toBeTruthy()
    expect(cb01.getByText('城北污水厂扩建项目部')).toBeTruthy()
    expect(cb01.getByText('2023-07-01 ~ 2025-10-31')).toBeTruthy()
    const areas = cb01.getByRole('link', { name: /work areas of 一标段/ })
    expect(areas.getAttribute('href')).toBe(
      `/project/work-area?project=${projectIds.chengbeiSewage}&htd=${htdId(2, 1)}`,
    )

    clearRequestLog()
    await switchProject('地铁5号线土建工程')
    await findCell('DT04')
    expect(codes()).toEqual(['DT01', 'DT02', 'DT03', 'DT04'])
    expect(listQueries().at(-1)).toContain(`projectId=${projectIds.metroLine5}`)
    expect(params(router).get('project')).toBeNull()
  })

  it('lists the URL’s project whatever the switcher shows; the filter changes it in the URL', async () => {
    const { router } = await openHtds(eastRing, 'DH01')
    expect(codes()).toEqual(['DH01', 'DH02', 'DH03'])
    expect(screen.queryByText(pageProjectEn.followingSwitcher)).toBeNull()
    expect(useProjectStore.getState().currentProjectId).toBe(projectIds.chengbeiSewage)
    expect(within(rowOf('DH03')).getByText('298,650,000.25')).toBeTruthy()

    await choose(screen.getByLabelText(htdEn.project), '滨江大道改造工程 (BJDD-2022)')
    await findCell('BJ01')
    expect(params(router).get('project')).toBe(projectIds.binjiangAvenue)
    clearRequestLog()
    await switchProject('地铁5号线土建工程') // the URL's project stays
    await screen.findByRole('button', { name: `${projectEn.switcher.label}: 地铁5号线土建工程` })
    expect(codes()).toEqual(['BJ01', 'BJ02', 'BJ03'])
    expect(listQueries()).toEqual([])

    // Clearing the filter goes back to the switcher's project.
    await userEvent.click(screen.getByLabelText(htdEn.project).closest('.ant-select')!.querySelector('.ant-select-clear')!) // prettier-ignore
    await findCell('DT01')
    expect(params(router).get('project')).toBeNull()
  })

  it('shows the new project’s rows in a hidden tab once shown again', async () => {
    const { router } = await openHtds('', 'CB01', 'admin', true)
    await navigateTo(router, '/organization/position')
    await findPageHeading(routeEn.position)
    await switchProject('滨湖新区综合管廊工程')
    await userEvent.click(tabBar().getByRole('link', { name: routeEn.htd }))
    await findPageHeading(routeEn.htd)
    await findCell('BH02')
    expect(cell('CB01')).toBeNull()
  })

  it('filters by keyword and contractor, kept in the URL with the project', async () => {
    const { router } = await openHtds(eastRing, 'DH01')
    const user = userEvent.setup()
    await choose(searchForm().getByLabelText(htdEn.contractorOrg), '江南路桥工程有限公司')
    await user.click(searchForm().getByRole('button', { name: /Search/ }))
    await waitFor(() => expect(codes()).toEqual(['DH02', 'DH03']))
    await user.type(searchForm().getByLabelText(crudEn.keyword), '三{Enter}')
    await waitFor(() => expect(codes()).toEqual(['DH03']))
    expect(Object.fromEntries(params(router))).toEqual({
      project: projectIds.eastRingExpressway,
      contractorOrgId: organizationId(10),
      filter: '三',
    })
  })

  it('checks the code, shows a server error on its field, then creates with an amount', async () => {
    await openHtds(eastRing, 'DH01')
    const user = userEvent.setup()
    mswServer.use(
      http.post(
        '*/api/base/htd',
        () =>
          HttpResponse.json(
            {
              error: {
                code: null,
                message: 'Your request is not valid!',
                details: null,
                data: {},
                validationErrors: [{ message: 'The field Amount must be between 0 and 999999999999.99.', members: ['amount'] }], // prettier-ignore
              },
            },
            { status: 400 },
          ),
        { once: true },
      ),
    )
    await user.click(createButton()!)
    const form = await dialog()
    expect(form.getByText('东环高速公路改扩建工程 (DHGS-2023)')).toBeTruthy()
    await user.type(form.getByLabelText(htdEn.htdName), '四标段')
    await user.type(form.getByLabelText(htdEn.htdCode), 'DH 04')
    const amount = form.getByLabelText<HTMLInputElement>(htdEn.amount)
    await user.type(amount, '123456789.5')
    await user.tab()
    expect(amount.value).toBe('123,456,789.50')
    await user.click(saveButton(form))
    expect(await form.findByText(htdEn.codePattern)).toBeTruthy()
    await user.clear(form.getByLabelText(htdEn.htdCode))
    await user.type(form.getByLabelText(htdEn.htdCode), 'DH04')
    await choose(form.getByLabelText(htdEn.contractorOrg), '江南路桥工程有限公司')

    await user.click(saveButton(form)) // the server's 400, on its field
    expect(await form.findByText('The field Amount must be between 0 and 999999999999.99.')).toBeTruthy() // prettier-ignore
    await user.click(saveButton(form))
    await waitFor(() => expect(isFormOpen()).toBe(false), { timeout: 10_000 })
    await findCell('DH04')
    expect(within(rowOf('DH04')).getByText('123,456,789.50')).toBeTruthy()
    expect(within(rowOf('DH04')).getByText('江南路桥工程有限公司')).toBeTruthy()
    const created = getDatabase().htds.find((h) => h.htdCode === 'DH04')!
    expect(created).toMatchObject({ projectId: projectIds.eastRingExpressway, amount: 123456789.5 })
  })

  it('offers every unit but departments as a section’s supervisor', async () => {
    await openHtds(eastRing, 'DH01')
    const user = userEvent.setup()
    await user.click(createButton()!)
    const form = await dialog()
    await user.type(form.getByLabelText(htdEn.supervisorOrg), '监理')
    // The company and its two project supervision offices (organisations), not 监理组 (a
    // department of the second).
    await waitFor(() =>
      expect(shownUnits()).toEqual([
        '华通工程监理咨询有限公司',
        '东环高速监理部',
        '地铁5号线监理部',
      ]),
    )
  })

  it('puts a duplicate name on the name field', async () => {
    await openHtds(eastRing, 'DH01')
    const user = userEvent.setup()
    await user.click(createButton()!)
    const form = await dialog()
    await user.type(form.getByLabelText(htdEn.htdName), '一标段')
    await user.type(form.getByLabelText(htdEn.htdCode), 'DH09{Enter}')
    expect(await form.findAllByText("Contract section '一标段' already exists in this project.")).not.toHaveLength(0) // prettier-ignore
  })

  it('edits a section with its current values and the list shows the change', async () => {
    await openHtds(eastRing, 'DH01')
    const user = userEvent.setup()
    await user.click(within(rowOf('DH02')).getByRole('button', { name: `${crudEn.edit} 二标段` }))
    const form = await dialog()
    const amount = form.getByLabelText<HTMLInputElement>(htdEn.amount)
    await waitFor(() => expect(amount.value).toBe('352,800,000.00'))
    await user.clear(amount)
    await user.type(amount, '352800000.125')
    await user.click(saveButton(form))
    await waitFor(() => expect(isFormOpen()).toBe(false), { timeout: 10_000 })
    expect(await within(rowOf('DH02')).findByText('352,800,000.13')).toBeTruthy()
  })

  it('deletes a section without work areas after a confirmation naming it', async () => {
    hideWorkAreasOf(htdId(2, 2))
    await openHtds()
    const user = userEvent.setup()
    await user.click(within(rowOf('CB02')).getByRole('button', { name: `${crudEn.delete} 二标段` }))
    const confirm = await dialog('confirm')
    expect(confirm.getAllByText(crudEn.deleteTitle.replace('{{name}}', '二标段'))).not.toHaveLength(
      0,
    )
    await user.click(confirm.getByRole('button', { name: crudEn.delete }))
    await waitFor(() => expect(cell('CB02')).toBeNull())
    expect(codes()).toEqual(['CB01'])
  })

  it('refuses to delete a section with work areas: disabled with the reason, and the server’s refusal', async () => {
    hideWorkAreasOf(htdId(2, 2))
    await openHtds()
    const user = userEvent.setup()
    const disabled = within(rowOf('CB01')).getByRole('button', { name: `${crudEn.delete} 一标段` })
    expect(disabled.hasAttribute('disabled')).toBe(true)
    expect(disabled.getAttribute('aria-description')).toBe(
      htdEn.hasWorkAreas_other.replace('{{count}}', '40'),
    )

    hideWorkAreasOf(htdId(2, 2), false) // areas added since the list was loaded
    await user.click(within(rowOf('CB02')).getByRole('button', { name: `${crudEn.delete} 二标段` }))
    await user.click((await dialog('confirm')).getByRole('button', { name: crudEn.delete }))
    expect(
      await screen.findByText("Contract section '二标段' has work areas and cannot be deleted."),
    ).toBeTruthy()
    expect(cell('CB02')).toBeTruthy()
  })

  it('shows no create, edit or delete button without their permissions (manager)', async () => {
    await openHtds('', 'CB01', 'manager')
    expect(createButton()).toBeNull()
    expect(within(rowOf('CB01')).queryByRole('button', { name: /Edit|Delete/ })).toBeNull()
    act(() => useProjectStore.getState().selectProject(projectIds.metroLine5))
    await findCell('DT02')
  })
})
