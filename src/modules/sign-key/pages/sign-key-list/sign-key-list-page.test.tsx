import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getDatabase } from '@mock/core/db/database'
import { pngSquare } from '@mock/core/testing/test-images'
import { useNodeFormData } from '@mock/msw/node-form-data'
import crudEn from '@/i18n/locales/en/crud.json'
import imageFileEn from '@/i18n/locales/en/image-file.json'
import routeEn from '@/i18n/locales/en/route.json'
import signKeyEn from '@/modules/sign-key/locales/en/sign-key.json'
import { clearRequestLog, getRequestLog } from '@tests/setup/msw-server'
import { resetSession } from '@tests/support/render-app'
import {
  findPageHeading,
  preloadShell,
  signedInWithTabs,
} from '@tests/integration/tabs-journey-support'
import { dialog, isFormOpen } from '@tests/integration/crud-dialogs'

let restoreFormData: () => void = () => undefined
beforeAll(async () => {
  restoreFormData = await useNodeFormData()
  await preloadShell()
  await import('@/modules/sign-key/pages/sign-key-list/sign-key-list-page')
}, 60_000)
afterAll(() => restoreFormData())
afterEach(() => {
  resetSession()
  vi.restoreAllMocks()
})

/** Object URLs as strings; jsdom has none. */
function stubObjectUrls() {
  let count = 0
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:test-${++count}`)
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue()
}

async function openKeys(path: string, firstCell: string) {
  stubObjectUrls()
  const app = await signedInWithTabs('admin', path, false)
  await findCell(firstCell)
  return app
}

const findCell = (text: string) => screen.findByText(text, { selector: 'td' }, { timeout: 10_000 })
const cell = (text: string) => screen.queryByText(text, { selector: 'td' })
const rowOf = (text: string) => cell(text)!.closest('tr')!
const listRequests = () =>
  getRequestLog().filter((e) => e.path === '/api/base/sign-key' && e.method === 'GET')
const imageRequests = (id: string) =>
  getRequestLog().filter((e) => e.path === `/api/base/sign-key/${id}/image`)
const uploadButton = () => screen.queryByText(signKeyEn.upload, { selector: 'button span' })
const saveButton = (form: ReturnType<typeof within>) =>
  form.getByRole('button', { name: new RegExp(`${crudEn.save}$`) })
const keyNamed = (name: string) => getDatabase().signKeys.find((k) => k.name === name)!

async function choose(select: HTMLElement, option: RegExp, search?: string) {
  await userEvent.click(select)
  if (search) await userEvent.type(select, search)
  await userEvent.click(
    await screen.findByText(option, { selector: '.ant-select-item-option-content' }),
  )
}

describe('Signing keys pages', { timeout: 90_000 }, () => {
  it('User signatures lists kind 1 with owner and thumbnail; a search is in the URL; All pages through every kind', async () => {
    clearRequestLog()
    const { router } = await openKeys('/sign-key/user', '王建国签名')
    await findPageHeading(routeEn.userSignKey)
    expect(new URLSearchParams(listRequests().at(-1)!.query).get('kind')).toBe('1')
    expect(within(rowOf('王建国签名')).getByText(/\(manager\)$/)).toBeTruthy()
    expect(within(rowOf('王建国签名')).getByText('400 × 160', { exact: false })).toBeTruthy()
    // Each thumbnail is fetched through the client (the seed's signatures share one image).
    await waitFor(() =>
      expect(
        within(rowOf('王建国签名'))
          .getByRole('button', { name: `Preview 王建国签名` })
          .querySelector('img'),
      ).toBeTruthy(),
    )
    expect(cell('公章')).toBeNull()

    await router.navigate('/sign-key/user?filter=%E7%8E%8B%E5%BB%BA%E5%9B%BD')
    await waitFor(() => expect(cell('钱振华签名')).toBeNull())
    expect(cell('王建国签名')).toBeTruthy()
    expect(new URLSearchParams(listRequests().at(-1)!.query).get('filter')).toBe('王建国')

    await router.navigate('/sign-key/all?page=2&size=20')
    await findPageHeading(routeEn.allSignKeys)
    await waitFor(() => {
      const query = new URLSearchParams(listRequests().at(-1)!.query)
      expect([query.get('kind'), query.get('skipCount')]).toEqual([null, '20'])
    })
    expect(
      (await screen.findAllByText(signKeyEn.kinds['3'], { selector: 'td span' })).length,
    ).toBeGreaterThan(0)
  })

  it('refuses an SVG named .png on the field without a request, and shows a server refusal on its field', async () => {
    await openKeys('/sign-key/user', '王建国签名')
    await userEvent.click(uploadButton()!)
    const form = await dialog()
    await choose(form.getByRole('combobox'), /\(manager\)$/)
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'seal.png', {
      type: 'image/png',
    })
    await userEvent.upload(form.getByLabelText(signKeyEn.file, { selector: 'input' }), svg)
    clearRequestLog()
    await userEvent.click(saveButton(form))
    expect(await form.findByText(imageFileEn.wrongType)).toBeTruthy()
    expect(getRequestLog().filter((e) => e.method === 'POST')).toEqual([])

    // A real PNG: the server refuses a second signature for manager, on the user field.
    const png = new File([pngSquare(64)], 'sig.png', { type: 'image/png' })
    await userEvent.upload(form.getByLabelText(signKeyEn.file, { selector: 'input' }), png)
    await userEvent.click(saveButton(form))
    expect(await form.findByText(/already has a signature/)).toBeTruthy()
    expect(isFormOpen()).toBe(true)
  })

  it('replacing the image loads the new thumbnail once; edit saves name and remark', async () => {
    await openKeys('/sign-key/user', '王建国签名')
    const key = keyNamed('王建国签名')
    const thumbnail = () =>
      within(rowOf('王建国签名'))
        .getByRole('button', { name: 'Preview 王建国签名' })
        .querySelector('img')
        ?.getAttribute('src')
    await waitFor(() => expect(thumbnail()).toMatch(/^blob:/))
    const before = thumbnail()
    clearRequestLog()
    await userEvent.click(
      within(rowOf('王建国签名')).getByRole('button', {
        name: `${signKeyEn.replaceImage} 王建国签名`,
      }),
    )
    const form = await dialog()
    await userEvent.upload(
      form.getByLabelText(signKeyEn.file, { selector: 'input' }),
      new File([pngSquare(80)], 'new.png', { type: 'image/png' }),
    )
    await userEvent.click(saveButton(form))
    await waitFor(() => expect(getRequestLog().filter((e) => e.method === 'PUT')).toHaveLength(1))
    await waitFor(() => expect(imageRequests(key.id)).toHaveLength(1))
    // The new image drawn (not the moment between the two, with no image at all).
    await waitFor(() => {
      expect(thumbnail()).toMatch(/^blob:/)
      expect(thumbnail()).not.toBe(before)
    })
    expect(within(rowOf('王建国签名')).getByText('80 × 80', { exact: false })).toBeTruthy()

    await userEvent.click(
      within(rowOf('王建国签名')).getByRole('button', { name: `${crudEn.edit} 王建国签名` }),
    )
    const edit = await dialog()
    const name = edit.getByLabelText(signKeyEn.name)
    await userEvent.clear(name)
    await userEvent.type(name, '王建国的签名')
    await userEvent.click(saveButton(edit))
    expect(await findCell('王建国的签名')).toBeTruthy()
  })

  it('shows a seal’s holders and refuses one without a grant on its section, with the server’s message', async () => {
    const seal = getDatabase().signKeys.find((k) => k.kind === 3 && k.holderIds.length > 0)!
    stubObjectUrls()
    await signedInWithTabs(
      'admin',
      `/sign-key/htd-org?htdId=${seal.htdId}&organizationId=${seal.organizationId}`,
      false,
    )
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: `${signKeyEn.holders} 公章` })).toHaveLength(1),
    )
    await userEvent.click(screen.getByRole('button', { name: `${signKeyEn.holders} 公章` }))
    const form = await dialog()
    expect(await form.findByText(/\(ht-chief\)$/)).toBeTruthy()
    await choose(form.getByRole('combobox'), /\(user001\)$/, 'user001')
    clearRequestLog()
    await userEvent.click(saveButton(form))
    expect(await form.findByText(/has no access to project/)).toBeTruthy()
    expect(getRequestLog().filter((e) => e.method === 'PUT')).toHaveLength(1)
    expect(isFormOpen()).toBe(true)
  })

  it('deletes the selected keys after a question naming them', async () => {
    await openKeys('/sign-key/user', '王建国签名')
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: `${crudEn.selectRecord.replace('{{name}}', '王建国签名')}`,
      }),
    )
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: `${crudEn.selectRecord.replace('{{name}}', '钱振华签名')}`,
      }),
    )
    await userEvent.click(
      screen.getByText(/Delete selected|Delete \(2\)/, { selector: 'button span' }),
    )
    const question = await dialog('confirm')
    expect(question.getByText(/“王建国签名”.+“钱振华签名”|“钱振华签名”.+“王建国签名”/)).toBeTruthy()
    await userEvent.click(question.getByRole('button', { name: crudEn.delete }))
    await waitFor(() => expect(cell('王建国签名')).toBeNull())
    expect(cell('钱振华签名')).toBeNull()
    expect(cell('李娜签名')).toBeTruthy()
  })

  it('hides Upload, Replace and Holders without their permission children', async () => {
    const admin = getDatabase().roles.find((r) => r.name === 'admin' && r.tenantId === null)!
    admin.permissions = admin.permissions.filter(
      (p) =>
        ![
          'SignKeyManage.SignKey.Create',
          'SignKeyManage.SignKey.Update',
          'SignKeyManage.SignKey.ManageHolders',
        ].includes(p),
    )
    stubObjectUrls()
    await signedInWithTabs('admin', '/sign-key/proj-org', false)
    await screen.findAllByText('公章', { selector: 'td' }, { timeout: 10_000 })
    expect(uploadButton()).toBeNull()
    expect(
      screen.queryAllByRole('button', { name: new RegExp(`^${signKeyEn.replaceImage} `) }),
    ).toEqual([])
    expect(screen.queryAllByRole('button', { name: new RegExp(`^${signKeyEn.holders} `) })).toEqual(
      [],
    )
    expect(
      screen.queryAllByRole('button', { name: new RegExp(`^${crudEn.delete} `) }).length,
    ).toBeGreaterThan(0)
  })
})
