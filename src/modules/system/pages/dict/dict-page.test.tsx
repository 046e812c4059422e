import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { dictionaryIds } from '@mock/core/db/seed-ids'
import { SessionContext } from '@/auth/use-session'
import { DictionaryTag } from '@/modules/system/components/dictionary-tag'
import i18n from '@/i18n/i18n'
import crudEn from '@/i18n/locales/en/crud.json'
import dictEn from '@/modules/system/locales/en/dict.json'
import routeEn from '@/i18n/locales/en/route.json'
import { queryClient } from '@/query/query-client'
import { useSettingsStore } from '@/stores/settings-store'
import { mswServer } from '@tests/setup/msw-server'
import { renderApp, resetSession, signInAs } from '@tests/support/render-app'
import {
  findPageHeading,
  preloadShell,
  signedInWithTabs,
} from '@tests/integration/tabs-journey-support'
import { dialog, isFormOpen } from '@tests/integration/crud-dialogs'

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/system/pages/dict/dict-page')
}, 60_000)
afterEach(resetSession)

const path = '/system/dict'

async function openDictionaries(search = '') {
  const app = await signedInWithTabs('admin', `${path}${search}`, false)
  await findPageHeading(routeEn.dict)
  await findName('MaterialUnit')
  return app
}

/** Role queries over the whole shell are slow in jsdom: cells are found by text. */
const cell = (text: string) => screen.queryByText(text, { selector: 'td' })
const findCell = (text: string) => screen.findByText(text, { selector: 'td' }, { timeout: 10_000 })
const findName = (name: string) =>
  screen.findByText(name, { selector: 'td button span' }, { timeout: 10_000 })
const rowOf = (text: string) =>
  (cell(text) ?? screen.getByText(text, { selector: 'td button span' })).closest('tr')!
const rowButton = (text: string, action: string) =>
  within(rowOf(text)).getByLabelText<HTMLButtonElement>(`${action} ${text}`)
const panel = (name: string) =>
  within(document.querySelector<HTMLElement>(`section[aria-label="${name}"]`)!)
const entries = () => panel(dictEn.entries)
const buttonText = (text: string) => screen.queryByText(text, { selector: 'button span' })
const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search)
const saveButton = (form: ReturnType<typeof within>) =>
  form.getByRole('button', { name: new RegExp(`${crudEn.save}$`) })

describe('Data dictionary page', { timeout: 60_000 }, () => {
  it('selects a dictionary to list its entries; searches, pages and selection stay in the URL', async () => {
    const { router } = await openDictionaries()
    const user = userEvent.setup()
    expect(entries().getByText(dictEn.selectDictionary)).toBeTruthy()
    await user.click(await findName('MaterialUnit'))
    await findCell('立方米')
    expect(search(router).get('dict')).toBe(dictionaryIds.materialUnit)
    // 11 entries: the second page holds the last one, in the entries' own params.
    await user.click(entries().getByTitle('2'))
    await findCell('工日')
    expect(cell('吨')).toBeNull()
    expect(search(router).get('detail.page')).toBe('2')
    await user.type(entries().getByLabelText(crudEn.keyword), '千{Enter}')
    await waitFor(() => expect(cell('工日')).toBeNull())
    expect(cell('千克')).toBeTruthy()
    expect(cell('千米')).toBeTruthy()
    expect(search(router).get('detail.filter')).toBe('千')
    expect(search(router).get('detail.page')).toBeNull()
  })

  it('opens a shared link with its selection; selecting another dictionary starts its entries afresh', async () => {
    const { router } = await openDictionaries(
      `?dict=${dictionaryIds.materialUnit}&detail.filter=千`,
    )
    const user = userEvent.setup()
    await findCell('千克')
    expect(cell('吨')).toBeNull()
    expect(entries().getByLabelText<HTMLInputElement>(crudEn.keyword).value).toBe('千')
    // The dictionaries' search keeps the selection and the entries' search.
    await user.type(panel(dictEn.dictionaries).getByLabelText(crudEn.keyword), 'project{Enter}')
    await waitFor(() => expect(screen.queryByText('OrgType', { selector: 'td button span' })).toBeNull()) // prettier-ignore
    expect(Object.fromEntries(search(router))).toEqual({ filter: 'project', dict: dictionaryIds.materialUnit, 'detail.filter': '千' }) // prettier-ignore
    await user.click(await findName('ProjectStatus'))
    await findCell('筹备中')
    expect(search(router).get('detail.filter')).toBeNull()
  })

  it('creates an entry after a server error on its field, renames it (the DictionaryTag elsewhere follows) and deletes it', async () => {
    const { session } = await openDictionaries(`?dict=${dictionaryIds.materialUnit}`)
    const user = userEvent.setup()
    await findCell('吨')
    // The kit's tag somewhere else in the app, reading the session's dictionary cache.
    render(
      <SessionContext value={session}>
        <QueryClientProvider client={queryClient}>
          <div data-testid="elsewhere">
            <DictionaryTag code="MaterialUnit" value="bag" />
          </div>
        </QueryClientProvider>
      </SessionContext>,
    )
    const elsewhere = () => screen.getByTestId('elsewhere').textContent
    await waitFor(() => expect(elsewhere()).toBe('bag')) // unknown yet: the raw value
    mswServer.use(
      http.post(
        '*/api/base/dictionary-detail',
        () =>
          HttpResponse.json(
            {
              error: {
                code: null,
                message: 'Your request is not valid!',
                details: null,
                data: {},
                validationErrors: [{ message: 'The Value field is invalid.', members: ['value'] }],
              },
            },
            { status: 400 },
          ),
        { once: true },
      ),
    )
    await user.click(buttonText(dictEn.createDetail)!)
    let form = await dialog()
    await user.type(form.getByLabelText(dictEn.label), '袋')
    await user.type(form.getByLabelText(dictEn.value), 'bag')
    await user.click(saveButton(form))
    expect(await form.findByText('The Value field is invalid.')).toBeTruthy()
    await user.click(saveButton(form))
    await waitFor(() => expect(isFormOpen()).toBe(false))
    await waitFor(() => expect(elsewhere()).toBe('袋'), { timeout: 10_000 })

    await user.click(await findCell('袋').then(() => rowButton('袋', crudEn.edit)))
    form = await dialog()
    await waitFor(() => expect(form.getByLabelText<HTMLInputElement>(dictEn.label).value).toBe('袋'), { timeout: 10_000 }) // prettier-ignore
    await user.type(form.getByLabelText(dictEn.label), '装')
    await user.click(saveButton(form))
    await findCell('袋装')
    await waitFor(() => expect(elsewhere()).toBe('袋装'), { timeout: 10_000 })

    await user.click(rowButton('袋装', crudEn.delete))
    const confirm = await dialog('confirm')
    expect(confirm.getAllByText(crudEn.deleteTitle.replace('{{name}}', '袋装'))).not.toHaveLength(0) // prettier-ignore
    await user.click(confirm.getByRole('button', { name: crudEn.delete }))
    await waitFor(() => expect(cell('袋装')).toBeNull())
  })

  it('shows why a static dictionary and its entries cannot be deleted, and locks their names and values', async () => {
    await openDictionaries(`?dict=${dictionaryIds.projectStatus}`)
    const user = userEvent.setup()
    await findCell('筹备中')
    const removeDictionary = rowButton('ProjectStatus', crudEn.delete)
    expect(removeDictionary.disabled).toBe(true)
    expect(removeDictionary.getAttribute('aria-description')).toBe(dictEn.staticDelete)
    expect(within(rowOf('ProjectStatus')).getByText(dictEn.system)).toBeTruthy()
    expect(rowButton('MaterialUnit', crudEn.delete).disabled).toBe(false)
    const removeEntry = rowButton('在建', crudEn.delete)
    expect(removeEntry.disabled).toBe(true)
    expect(removeEntry.getAttribute('aria-description')).toBe(dictEn.staticDetailDelete)
    expect(entries().getByText(dictEn.staticNotice)).toBeTruthy()

    await user.click(rowButton('在建', crudEn.edit))
    const form = await dialog()
    await waitFor(() => expect(form.getByLabelText<HTMLInputElement>(dictEn.value).value).toBe('InProgress'), { timeout: 10_000 }) // prettier-ignore
    expect(form.getByLabelText<HTMLInputElement>(dictEn.value).disabled).toBe(true)
    expect(form.getByText(dictEn.staticValue)).toBeTruthy()
    expect(form.getByLabelText<HTMLInputElement>(dictEn.label).disabled).toBe(false)
  })

  it('shows a tenant user the shared dictionaries read-only, without write buttons', async () => {
    await i18n.changeLanguage('en')
    useSettingsStore.getState().changeSetting('tagsView', false)
    await signInAs('admin', 'demo')
    renderApp(`${path}?dict=${dictionaryIds.orgType}`)
    await findPageHeading(routeEn.dict)
    await findCell('施工单位')
    expect(screen.getByText(dictEn.readOnly)).toBeTruthy()
    expect(await findName('MaterialUnit')).toBeTruthy()
    expect(buttonText(dictEn.createDictionary)).toBeNull()
    expect(buttonText(dictEn.createDetail)).toBeNull()
    expect(screen.queryAllByText(crudEn.edit, { selector: 'button span' })).toHaveLength(0)
    expect(screen.queryAllByText(crudEn.delete, { selector: 'button span' })).toHaveLength(0)
  })
})
