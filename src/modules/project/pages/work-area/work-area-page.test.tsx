import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { getDatabase } from '@mock/core/db/database'
import { htdId, projectIds } from '@mock/core/db/seed-ids'
import crudEn from '@/i18n/locales/en/crud.json'
import routeEn from '@/i18n/locales/en/route.json'
import workAreaEn from '@/modules/project/locales/en/work-area.json'
import { getRequestLog, mswServer } from '@tests/setup/msw-server'
import { resetSession } from '@tests/support/render-app'
import {
  findPageHeading,
  preloadShell,
  signedInWithTabs,
} from '@tests/integration/tabs-journey-support'
import { dialog, isFormOpen } from '@tests/integration/crud-dialogs'

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/project/pages/work-area/work-area-page')
}, 60_000)
afterEach(resetSession)

const dh01 = htdId(5, 1)
const eastRing = `?project=${projectIds.eastRingExpressway}&htd=${dh01}`

async function openWorkAreas(search = eastRing, firstCell = 'DH01-0001', user = 'admin') {
  const app = await signedInWithTabs(user, `/project/work-area${search}`, false)
  await findPageHeading(routeEn.workArea)
  await findCell(firstCell)
  return app
}

/** Role queries over the whole shell are slow in jsdom: cells are found by text. */
const cell = (text: string) => screen.queryByText(text, { selector: 'td' })
const findCell = (text: string) => screen.findByText(text, { selector: 'td' }, { timeout: 10_000 })
const rowOf = (text: string) => cell(text)!.closest('tr')!
const buttonText = (text: string) => screen.queryByText(text, { selector: 'button span' })
const params = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search)
const searchForm = () => within(screen.getByRole('search'))
const saveButton = (form: ReturnType<typeof within>) =>
  form.getByRole('button', { name: new RegExp(`${crudEn.save}$`) })
const listRequests = () =>
  getRequestLog().filter((e) => e.path === '/api/base/work-area' && e.method === 'GET')

/** Opens an antd select and picks the option with this text. */
async function choose(select: HTMLElement, option: string) {
  await userEvent.click(select)
  await userEvent.click(
    await screen.findByText(option, { selector: '.ant-select-item-option-content' }),
  )
}

describe('Work areas page', { timeout: 90_000 }, () => {
  it('starts on the switcher’s project and its first contract section', async () => {
    await openWorkAreas('', '粗格栅及进水泵房')
    expect(cell('CB01-0001')).toBeTruthy()
    expect(screen.getByTitle('城北污水处理厂扩建工程 (CBWS-2023)')).toBeTruthy()
    expect(screen.getByTitle('一标段 (CB01)')).toBeTruthy()
    expect(listRequests().at(-1)?.query).toContain(`htdId=${htdId(2, 1)}`)
  })

  it('takes the cascade from the URL; another htd or project changes the rows and the URL', async () => {
    const { router } = await openWorkAreas(`?project=${projectIds.eastRingExpressway}&htd=${htdId(5, 2)}`, 'DH02-0001') // prettier-ignore
    expect(cell('K35+000.000 ~ K35+050.000')).toBeTruthy()
    expect(within(rowOf('DH02-0001')).getByText('50.000')).toBeTruthy()
    await choose(screen.getByLabelText(workAreaEn.htd), '三标段 (DH03)')
    await findCell('DH03-0001')
    expect(params(router).get('htd')).toBe(htdId(5, 3))
    await choose(screen.getByLabelText(workAreaEn.project), '地铁5号线土建工程 (DT05-2021)')
    await findCell('DT01-0001')
    expect(params(router).get('project')).toBe(projectIds.metroLine5)
    expect(params(router).get('htd')).toBeNull()
    expect(screen.getByTitle('一标段 (DT01)')).toBeTruthy()
  })

  it('keeps the table, loading and without the old rows, while another project’s sections load', async () => {
    await openWorkAreas()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    // Answered by the embedded backend once released (a resolver returning nothing falls through).
    mswServer.use(http.get('*/api/base/htd/list', () => held.then(() => undefined), { once: true }))
    await choose(screen.getByLabelText(workAreaEn.project), '地铁5号线土建工程 (DT05-2021)')
    await waitFor(() => expect(document.querySelector('.ant-table-wrapper .ant-spin-spinning')).toBeTruthy()) // prettier-ignore
    expect(cell('DH01-0001')).toBeNull() // another project's rows do not show under its name
    expect(screen.queryByText(/No data/)).toBeNull()
    expect(screen.queryByRole('status', { name: workAreaEn.loadingHtds })).toBeNull()
    expect(screen.getByRole('button', { name: new RegExp(`${crudEn.create}$`) })).toHaveProperty(
      'disabled',
      true,
    )
    release()
    await findCell('DT01-0001')
    expect(cell('DH01-0001')).toBeNull()
    expect(screen.getByRole('button', { name: new RegExp(`${crudEn.create}$`) })).toHaveProperty(
      'disabled',
      false,
    )
  })

  it('says so when the project has no contract sections', async () => {
    for (const htd of getDatabase().htds.filter((h) => h.projectId === projectIds.binjiangAvenue)) {
      htd.isDeleted = true
    }
    await signedInWithTabs('admin', `/project/work-area?project=${projectIds.binjiangAvenue}`, false) // prettier-ignore
    expect(await screen.findByText(workAreaEn.noHtds)).toBeTruthy()
    expect(screen.getByText(workAreaEn.openHtdPage).closest('a')?.getAttribute('href')).toBe(
      `/project/htd?project=${projectIds.binjiangAvenue}`,
    )
    expect(buttonText(crudEn.create)).toBeNull()
  })

  it('filters by keyword, type and a chainage the areas contain, kept in the URL; pages', async () => {
    const { router } = await openWorkAreas()
    const user = userEvent.setup()
    await user.click(document.querySelector('li.ant-pagination-item-2')!)
    await findCell('DH01-0011')
    expect(params(router).get('page')).toBe('2')
    expect(params(router).get('htd')).toBe(dh01)

    const chainage = searchForm().getByLabelText(workAreaEn.chainageFilter)
    await user.type(chainage, 'K12+0x{Enter}')
    expect(await screen.findByText(workAreaEn.chainageErrors.format)).toBeTruthy()
    await user.clear(chainage)
    await user.type(chainage, 'k12+000{Enter}')
    await findCell('DH01-0240')
    expect(cell('DH01-0241')).toBeTruthy()
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(2)
    expect(params(router).get('chainage')).toBe('12000')
    expect(params(router).get('page')).toBeNull()
    // The field keeps the focus and what was typed; left, it shows the chainage as a stake.
    const shown = searchForm().getByLabelText<HTMLInputElement>(workAreaEn.chainageFilter)
    expect(document.activeElement).toBe(shown)
    expect(shown.value).toBe('k12+000')
    await user.tab()
    await waitFor(() => expect(shown.value).toBe('K12+000.000'))

    await choose(searchForm().getByLabelText(workAreaEn.type), '桥梁')
    await user.type(searchForm().getByLabelText(crudEn.keyword), '0241{Enter}')
    await waitFor(() => expect(cell('DH01-0240')).toBeNull())
    expect(cell('DH01-0241')).toBeTruthy()
    expect(within(rowOf('DH01-0241')).getByText('桥梁')).toBeTruthy()
    expect(Object.fromEntries(params(router))).toMatchObject({ chainage: '12000', type: 'Bridge', filter: '0241' }) // prettier-ignore
  })

  it('shows server errors on their fields, checks start and end, then creates', async () => {
    await openWorkAreas()
    const user = userEvent.setup()
    mswServer.use(
      http.post(
        '*/api/base/work-area',
        () =>
          HttpResponse.json(
            {
              error: {
                code: null,
                message: 'Your request is not valid!',
                details: null,
                data: {},
                validationErrors: [{ message: 'The end chainage must not be less than the start chainage.', members: ['endChainage'] }], // prettier-ignore
              },
            },
            { status: 400 },
          ),
        { once: true },
      ),
    )
    await user.click(buttonText(crudEn.create)!)
    const form = await dialog()
    expect(form.getByText('一标段 (DH01)')).toBeTruthy()
    await user.type(form.getByLabelText(workAreaEn.name), '1#拌合站')
    await user.type(form.getByLabelText(workAreaEn.code), 'DH01-0001')
    await user.type(form.getByLabelText(workAreaEn.startChainage), 'K0+100')
    await user.click(saveButton(form))
    expect(await form.findByText(workAreaEn.chainageErrors.endMissing)).toBeTruthy()
    await user.type(form.getByLabelText(workAreaEn.endChainage), '99.5')
    expect(await form.findByText(workAreaEn.chainageErrors.endBeforeStart)).toBeTruthy()
    await user.clear(form.getByLabelText(workAreaEn.endChainage))
    await user.type(form.getByLabelText(workAreaEn.endChainage), '300.25')
    await waitFor(() => expect(form.queryByText(workAreaEn.chainageErrors.endBeforeStart)).toBeNull()) // prettier-ignore

    await user.click(saveButton(form)) // the server's 400, on its field
    expect(await form.findByText('The end chainage must not be less than the start chainage.')).toBeTruthy() // prettier-ignore
    await user.click(saveButton(form)) // the duplicate code, on the code field
    expect(await form.findAllByText("Work area code 'DH01-0001' already exists in this contract section.")).not.toHaveLength(0) // prettier-ignore
    await user.clear(form.getByLabelText(workAreaEn.code))
    await user.type(form.getByLabelText(workAreaEn.code), 'DH01-B001')
    await user.click(saveButton(form))
    await waitFor(() => expect(isFormOpen()).toBe(false), { timeout: 10_000 })
    await findCell('1#拌合站')
    expect(within(rowOf('1#拌合站')).getByText('K0+100.000 ~ K0+300.250')).toBeTruthy()
    expect(within(rowOf('1#拌合站')).getByText('200.250')).toBeTruthy()
  })

  it('edits an area, showing its chainages as stakes', async () => {
    await openWorkAreas()
    const user = userEvent.setup()
    const name = 'K0+050~K0+100 路基'
    await user.click(within(rowOf(name)).getByRole('button', { name: `${crudEn.edit} ${name}` }))
    const form = await dialog()
    await waitFor(
      () =>
      expect(form.getByLabelText<HTMLInputElement>(workAreaEn.startChainage).value).toBe('K0+050.000'), // prettier-ignore
    )
    const end = form.getByLabelText(workAreaEn.endChainage)
    await user.clear(end)
    await user.type(end, '120')
    await user.click(saveButton(form))
    await waitFor(() => expect(isFormOpen()).toBe(false), { timeout: 10_000 })
    await findCell('K0+050.000 ~ K0+120.000')
    expect(within(rowOf(name)).getByText('70.000')).toBeTruthy()
  })

  describe('an area someone else saved while the dialog was open', () => {
    const name = 'K0+050~K0+100 路基'
    const theirStamp = 'f'.repeat(32)
    afterEach(() => mswServer.events.removeAllListeners())

    /** The stamps the dialog's saves send (PUT bodies), in order. */
    function sentStamps() {
      const stamps: unknown[] = []
      mswServer.events.on('request:start', ({ request }) => {
        if (request.method !== 'PUT' || !request.url.includes('/api/base/work-area/')) return
        void request.clone().json().then((body: { concurrencyStamp?: string }) => stamps.push(body.concurrencyStamp)) // prettier-ignore
      })
      return stamps
    }

    /**
     * Opens the area, types a name, a sort order and a description; meanwhile someone else saves
     * another name, another type and the same description. The save is refused (409).
     */
    async function saveOverTheirs() {
      await openWorkAreas()
      const user = userEvent.setup()
      await user.click(within(rowOf(name)).getByRole('button', { name: `${crudEn.edit} ${name}` }))
      const form = await dialog()
      await waitFor(() => expect(form.getByLabelText<HTMLInputElement>(workAreaEn.name).value).toBe(name)) // prettier-ignore
      const row = getDatabase().workAreas.find((area) => area.name === name)!
      const openedStamp = row.concurrencyStamp
      Object.assign(row, { name: 'Their name', type: 'Tunnel', description: 'Same words', concurrencyStamp: theirStamp }) // prettier-ignore
      await user.clear(form.getByLabelText(workAreaEn.name))
      await user.type(form.getByLabelText(workAreaEn.name), 'My name')
      await user.clear(form.getByLabelText(workAreaEn.sort))
      await user.type(form.getByLabelText(workAreaEn.sort), '7')
      await user.type(form.getByLabelText(workAreaEn.description), 'Same words')
      await user.click(saveButton(form))
      const notice = await form.findByRole('alert', {}, { timeout: 10_000 })
      await within(notice).findByText(crudEn.staleChanged)
      return { user, form, notice, row, openedStamp }
    }

    /** The notice's table: per field the server changed, its label, their value, mine. */
    const changedFields = (notice: HTMLElement) =>
      [...notice.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent)) // prettier-ignore

    it('keeps what the user typed, shows the server’s changes beside it, and saves again on the new stamp', async () => {
      const stamps = sentStamps()
      const { user, form, notice, row, openedStamp } = await saveOverTheirs()
      // The name both changed, the type only they did (its label, not its value); not the
      // description both wrote alike, nor the sort order only the user changed.
      expect(changedFields(notice)).toEqual([
        [workAreaEn.name, 'Their name', 'My name'],
        [workAreaEn.type, '隧道', '路基'],
      ])
      expect(within(notice).getByRole('columnheader', { name: crudEn.staleTheirs })).toBeTruthy()
      expect(form.getByLabelText<HTMLInputElement>(workAreaEn.name).value).toBe('My name')
      expect(form.getByLabelText<HTMLInputElement>(workAreaEn.sort).value).toBe('7')
      expect(row.name).toBe('Their name') // nothing of the user's was written
      await user.click(within(notice).getByRole('button', { name: crudEn.staleSaveMine }))
      await waitFor(() => expect(isFormOpen()).toBe(false), { timeout: 10_000 })
      expect(stamps).toEqual([openedStamp, theirStamp])
      expect(row).toMatchObject({ name: 'My name', type: 'Subgrade', sort: 7, description: 'Same words' }) // prettier-ignore
    })

    it('takes the server’s values when the user chooses them', async () => {
      const { user, form, notice, row } = await saveOverTheirs()
      const sort = String(row.sort)
      await user.click(within(notice).getByRole('button', { name: crudEn.staleTakeTheirs }))
      await waitFor(() => expect(form.queryByRole('alert')).toBeNull())
      expect(form.getByLabelText<HTMLInputElement>(workAreaEn.name).value).toBe('Their name')
      expect(form.getByLabelText<HTMLInputElement>(workAreaEn.sort).value).toBe(sort)
      expect(form.getByTitle('隧道')).toBeTruthy() // the select shows their type
      await user.click(saveButton(form))
      await waitFor(() => expect(isFormOpen()).toBe(false), { timeout: 10_000 })
      expect(row).toMatchObject({ name: 'Their name', type: 'Tunnel', description: 'Same words' })
      expect(row.concurrencyStamp).not.toBe(theirStamp)
    })
  })

  it('deletes one area and a selection, after confirmations naming them', async () => {
    await openWorkAreas()
    const user = userEvent.setup()
    const name = 'K0+000~K0+050 路基'
    await user.click(within(rowOf(name)).getByRole('button', { name: `${crudEn.delete} ${name}` }))
    const confirm = await dialog('confirm')
    expect(confirm.getAllByText(crudEn.deleteTitle.replace('{{name}}', name))).not.toHaveLength(0)
    await user.click(confirm.getByRole('button', { name: crudEn.delete }))
    await waitFor(() => expect(cell('DH01-0001')).toBeNull())

    await user.click(within(rowOf('DH01-0002')).getByRole('checkbox'))
    await user.click(within(rowOf('DH01-0003')).getByRole('checkbox'))
    await user.click(buttonText(crudEn.deleteSelected)!)
    const many = await dialog('confirm')
    expect(many.getAllByText(crudEn.deleteManyTitle.replace('{{n}}', '2'))).not.toHaveLength(0)
    await user.click(many.getByRole('button', { name: crudEn.delete }))
    await waitFor(() => expect(cell('DH01-0003')).toBeNull())
    expect(cell('DH01-0002')).toBeNull()
    expect(cell('DH01-0004')).toBeTruthy()
  })

  it('selects the page from the header box; each row’s box is named with its area', async () => {
    await openWorkAreas()
    const user = userEvent.setup()
    const name = 'K0+000~K0+050 路基'
    const rowBox = within(rowOf(name)).getByRole<HTMLInputElement>('checkbox')
    expect(rowBox.getAttribute('aria-label')).toBe(crudEn.selectRecord.replace('{{name}}', name))
    const all = screen.getByRole<HTMLInputElement>('checkbox', { name: crudEn.selectAll })
    await user.click(all)
    const rows = document.querySelectorAll('main tbody tr.ant-table-row')
    expect(document.querySelectorAll('main tbody tr.ant-table-row-selected')).toHaveLength(rows.length) // prettier-ignore
    await user.click(rowBox)
    expect(rowBox.checked).toBe(false)
    expect(all.indeterminate).toBe(true)
    await user.click(buttonText(crudEn.deleteSelected)!)
    const many = await dialog('confirm')
    expect(many.getAllByText(crudEn.deleteManyTitle.replace('{{n}}', String(rows.length - 1)))).not.toHaveLength(0) // prettier-ignore
    await user.click(many.getByRole('button', { name: crudEn.cancel }))
    await user.click(all)
    expect(all.checked).toBe(true)
    await user.click(all)
    expect(document.querySelectorAll('main tbody tr.ant-table-row-selected')).toHaveLength(0)

    // A shift-click selects the rows from the box clicked before, as antd's own boxes did.
    const boxes = () => [...document.querySelectorAll<HTMLInputElement>('main tbody tr.ant-table-row input[type=checkbox]')] // prettier-ignore
    await user.click(boxes()[1])
    await user.keyboard('{Shift>}')
    await user.click(boxes()[4])
    await user.keyboard('{/Shift}')
    expect(boxes().map((box) => box.checked).slice(0, 6)).toEqual([false, true, true, true, true, false]) // prettier-ignore
  })

  it('shows no write button to a user with Project.Htd but not ManageWorkAreas', async () => {
    await openWorkAreas(eastRing, 'DH01-0001', 'manager')
    expect(buttonText(crudEn.create)).toBeNull()
    expect(buttonText(crudEn.deleteSelected)).toBeNull()
    expect(within(rowOf('DH01-0001')).queryAllByRole('button')).toHaveLength(0)
    expect(within(rowOf('DH01-0001')).queryByRole('checkbox')).toBeNull()
  })
})
