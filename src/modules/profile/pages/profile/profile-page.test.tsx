import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getDatabase } from '@mock/core/db/database'
import { jpegHeader, pngSquare } from '@mock/core/testing/test-images'
import { useNodeFormData } from '@mock/msw/node-form-data'
import { requestPasswordToken } from '@/api/auth/token-api'
import appEn from '@/i18n/locales/en/app.json'
import imageFileEn from '@/i18n/locales/en/image-file.json'
import crudEn from '@/i18n/locales/en/crud.json'
import profileEn from '@/modules/profile/locales/en/profile.json'
import routeEn from '@/i18n/locales/en/route.json'
import { apiClient } from '@/api/http/api-client'
import { clearRequestLog, getRequestLog, seedAccounts, seedPassword } from '@tests/setup/msw-server'
import { resetSession } from '@tests/support/render-app'
import {
  findPageHeading,
  preloadShell,
  signedInWithTabs,
} from '@tests/integration/tabs-journey-support'
import { dialog } from '@tests/integration/crud-dialogs'

/** What the stubbed pad hands over as a drawing: a real 48 px PNG. */
const drawnPng = pngSquare(48)
// jsdom has no canvas to draw on: the pad hands over a fixed PNG here, the drawing itself is
// tested in the browser (tests/e2e/my-signature.spec.ts).
vi.mock('@/components/signature-pad/signature-pad', () => ({
  SignaturePad: ({
    onSave,
    onCancel,
  }: {
    onSave: (png: Blob) => unknown
    onCancel: () => void
  }) => (
    <div>
      <button type="button" onClick={() => void onSave(new Blob([drawnPng]))}>
        stub: sign and save
      </button>
      <button type="button" onClick={onCancel}>
        stub: cancel
      </button>
    </div>
  ),
}))

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/profile/pages/profile/profile-page')
}, 60_000)
afterEach(resetSession)

const managerName = '王建国'

/** Opens the personal centre as `manager` once the profile form shows the stored values. */
async function openProfile() {
  const app = await signedInWithTabs('manager', '/profile/index', false)
  await findPageHeading(routeEn.profile)
  await waitFor(() => expect(field(profileEn.edit.email).value).toBe('manager@example.com'), {
    timeout: 10_000,
  })
  return app
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label)
/** The messages under a form field (client rules and server refusals alike). */
const fieldErrors = (label: string) =>
  [...field(label).closest('.ant-form-item')!.querySelectorAll('.ant-form-item-explain-error')].map(
    (node) => node.textContent,
  )
const button = (name: string) => screen.getByText(name, { selector: 'button span' })
const userMenu = (name: string) => screen.findByLabelText(`${appEn.shell.userMenu}: ${name}`)

async function retype(label: string, text: string) {
  await userEvent.clear(field(label))
  if (text) await userEvent.type(field(label), text)
}

describe('personal centre: profile', { timeout: 60_000 }, () => {
  it('saves a new name: the navbar and the page show it without a reload', async () => {
    await openProfile()
    expect(await userMenu(managerName)).toBeTruthy()
    expect(screen.getByText('项目经理')).toBeTruthy() // position, read-only
    await retype(profileEn.edit.name, '王总工')
    await userEvent.click(button(profileEn.edit.save))
    expect(await userMenu('王总工')).toBeTruthy()
    expect(await screen.findByText('王总工', { selector: 'h4' })).toBeTruthy()
    expect(getDatabase().users.find((u) => u.userName === 'manager')?.name).toBe('王总工')
    // The form shows the saved values, ready for the next change (with the new stamp).
    expect(field(profileEn.edit.name).value).toBe('王总工')
    await retype(profileEn.edit.phoneNumber, '13912345678')
    await userEvent.click(button(profileEn.edit.save))
    expect(await screen.findByText('13912345678', { selector: 'span' })).toBeTruthy()
  })

  it('puts a duplicate e-mail on its field and keeps what was typed', async () => {
    await openProfile()
    await retype(profileEn.edit.name, '新名字')
    await retype(profileEn.edit.email, 'admin@example.com')
    await userEvent.click(button(profileEn.edit.save))
    await waitFor(() =>
      expect(fieldErrors(profileEn.edit.email)).toEqual([
        "Email 'admin@example.com' is already taken.",
      ]),
    )
    expect(field(profileEn.edit.name).value).toBe('新名字')
    expect(await userMenu(managerName)).toBeTruthy()
  })

  it('keeps what was typed over a profile changed meanwhile, shows the change, saves again', async () => {
    await openProfile()
    const manager = getDatabase().users.find((u) => u.userName === 'manager')!
    const surname = manager.surname ?? ''
    Object.assign(manager, { surname: '欧阳', concurrencyStamp: 'f'.repeat(32) })
    await retype(profileEn.edit.name, '新的名字')
    await userEvent.click(button(profileEn.edit.save))
    const title = await screen.findByText(crudEn.staleChanged, {}, { timeout: 10_000 })
    const notice = title.closest<HTMLElement>('[role="alert"]')!
    // Only the surname changed on the server: its new value beside the one in the form.
    const rows = [...notice.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.children].map((c) => c.textContent),
    )
    expect(rows).toEqual([[profileEn.edit.surname, '欧阳', surname || crudEn.staleEmpty]])
    expect(field(profileEn.edit.name).value).toBe('新的名字')
    expect(field(profileEn.edit.surname).value).toBe(surname)
    await userEvent.click(within(notice).getByRole('button', { name: crudEn.staleSaveMine }))
    await waitFor(() => expect(manager.name).toBe('新的名字'))
    expect(manager.surname ?? '').toBe(surname)
    await waitFor(() => expect(screen.queryByText(crudEn.staleChanged)).toBeNull())
  })
})

describe('personal centre: password', { timeout: 60_000 }, () => {
  async function changePassword(current: string, next: string, confirm = next) {
    await userEvent.type(field(profileEn.password.current), current)
    await userEvent.type(field(profileEn.password.new), next)
    await userEvent.type(field(profileEn.password.confirm), confirm)
    await userEvent.click(button(profileEn.password.save))
  }

  it('puts a wrong current password on its field', async () => {
    await openProfile()
    await changePassword('not-my-password', 'N3w-pass!')
    await waitFor(() =>
      expect(fieldErrors(profileEn.password.current)).toEqual(['Incorrect password.']),
    )
    expect(fieldErrors(profileEn.password.new)).toEqual([])
  })

  it('puts the policy refusal on the new password; a mismatch never leaves the page', async () => {
    await openProfile()
    clearRequestLog()
    await changePassword(seedPassword, 'N3w-pass!', 'N3w-pass?')
    await waitFor(() =>
      expect(fieldErrors(profileEn.password.confirm)).toEqual([profileEn.password.mismatch]),
    )
    await retype(profileEn.password.new, 'abcdef')
    await retype(profileEn.password.confirm, 'abcdef')
    await userEvent.click(button(profileEn.password.save))
    await waitFor(() =>
      expect(fieldErrors(profileEn.password.new)[0]).toMatch(
        /^Passwords must have at least one non alphanumeric character\./,
      ),
    )
    const sent = getRequestLog().filter((entry) => entry.path.endsWith('/change-password'))
    expect(sent).toHaveLength(1)
  })

  it('changes the password, empties the form, and the new password signs in', async () => {
    await openProfile()
    await changePassword(seedPassword, 'N3w-pass!')
    expect(await screen.findByText(profileEn.password.saved)).toBeTruthy()
    await waitFor(() => expect(field(profileEn.password.current).value).toBe(''))
    expect(field(profileEn.password.new).value).toBe('')
    const tokens = await requestPasswordToken({ username: 'manager', password: 'N3w-pass!' })
    expect(tokens.accessToken).toBeTruthy()
    await expect(
      requestPasswordToken({ username: 'manager', password: seedPassword }),
    ).rejects.toThrow()
    // The profile was read again (a new stamp): saving it afterwards is not refused as stale.
    await retype(profileEn.edit.name, '王建国2')
    await userEvent.click(button(profileEn.edit.save))
    expect(await userMenu('王建国2')).toBeTruthy()
  })
})

describe('personal centre: a first password', { timeout: 60_000 }, () => {
  it('is set without the current one by a user who has none, who is then asked for it', async () => {
    const account = seedAccounts.demoExternal
    await signedInWithTabs(account.userName, '/profile/index', false, 'demo')
    expect(
      await screen.findByText(profileEn.password.setNote, {}, { timeout: 10_000 }),
    ).toBeTruthy()
    expect(screen.queryByLabelText(profileEn.password.current)).toBeNull()
    const post = vi.spyOn(apiClient, 'post')
    await userEvent.type(field(profileEn.password.new), 'N3w-pass!')
    await userEvent.type(field(profileEn.password.confirm), 'N3w-pass!')
    await userEvent.click(button(profileEn.password.setSave))
    expect(await screen.findByText(profileEn.password.setSaved)).toBeTruthy()
    const [[url, body]] = post.mock.calls
    expect(url).toBe('/api/account/my-profile/change-password')
    expect(Object.keys(body as object)).toEqual(['newPassword'])
    const tokens = await requestPasswordToken({ username: account.userName, password: 'N3w-pass!', tenant: 'demo' }) // prettier-ignore
    expect(tokens.accessToken).toBeTruthy()
    // The profile now says a password is held: the next change asks for the current one.
    expect(await screen.findByLabelText(profileEn.password.current)).toBeTruthy()
    expect(button(profileEn.password.save)).toBeTruthy()
  })
})

describe('personal centre: avatar', { timeout: 60_000 }, () => {
  let restoreFormData: () => void = () => undefined
  beforeAll(async () => {
    restoreFormData = await useNodeFormData()
  })
  afterAll(() => restoreFormData())

  /** Object URLs as strings that name what they show; the blob's size tells them apart. */
  function stubObjectUrls() {
    let count = 0
    const sizes = new Map<string, number>()
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:test-${++count}`
      sizes.set(url, (blob as Blob).size)
      return url
    })
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue()
    return sizes
  }
  const navbarImage = async () =>
    (await userMenu(managerName)).querySelector('img')?.getAttribute('src') ?? null
  const avatarRequests = () =>
    getRequestLog().filter((entry) => entry.path === '/api/identity/users/current-user/avatar')

  it.each([
    ['too big', new File([new Uint8Array(1_048_577).fill(0x89, 0, 1)], 'big.png', { type: 'image/png' }), imageFileEn.tooLarge],
    ['not PNG or JPEG by its bytes', new File(['GIF89a\x01\x00'], 'fake.png', { type: 'image/png' }), imageFileEn.wrongType],
    ['5,000 px wide by its header', new File([jpegHeader(5000, 100)], 'wide.jpg', { type: 'image/jpeg' }), imageFileEn.wrongSize],
  ])('refuses a file %s before sending it', async (_case, file, message) => {
    stubObjectUrls()
    await openProfile()
    clearRequestLog()
    await userEvent.upload(field(profileEn.avatar.choose), file)
    expect(await screen.findByText(message)).toBeTruthy()
    expect(screen.queryByAltText(profileEn.avatar.preview)).toBeNull()
    expect(avatarRequests()).toHaveLength(0)
  }) // prettier-ignore

  it('previews, uploads and removes the avatar; the navbar follows at once', async () => {
    const sizes = stubObjectUrls()
    await openProfile()
    await waitFor(async () => expect(await navbarImage()).toMatch(/^blob:test-/))
    const png = pngSquare(96)
    await userEvent.upload(
      field(profileEn.avatar.choose),
      new File([png], 'me.png', { type: 'image/png' }),
    )
    const preview = await screen.findByAltText(profileEn.avatar.preview)
    expect(sizes.get(preview.getAttribute('src')!)).toBe(png.length)
    expect(preview.style.objectFit).toBe('cover')

    await userEvent.click(button(profileEn.avatar.save))
    expect(await screen.findByText(profileEn.avatar.saved)).toBeTruthy()
    await waitFor(async () => expect(sizes.get((await navbarImage())!)).toBe(png.length))
    const shown = screen.getByAltText(profileEn.avatar.current.replace('{{name}}', managerName))
    expect(sizes.get(shown.getAttribute('src')!)).toBe(png.length)
    expect(getDatabase().users.find((u) => u.userName === 'manager')?.avatarImage?.type).toBe(
      'image/png',
    )

    await userEvent.click(button(profileEn.avatar.remove))
    const confirm = await dialog('confirm')
    expect(confirm.getAllByText(profileEn.avatar.removeTitle).length).toBeGreaterThan(0)
    await userEvent.click(confirm.getByRole('button', { name: profileEn.avatar.remove }))
    expect(await screen.findByText(profileEn.avatar.removed)).toBeTruthy()
    await waitFor(async () => expect(await navbarImage()).toBeNull())
    // Nothing left to remove: the card offers a choice of image only.
    const card = screen.getByText(profileEn.summary.title).closest('.ant-card')!
    expect(within(card as HTMLElement).queryByText(profileEn.avatar.remove)).toBeNull()
    expect(within(card as HTMLElement).getByText(profileEn.avatar.choose)).toBeTruthy()
  })
})

describe('personal centre: my signature', { timeout: 60_000 }, () => {
  let restoreFormData: () => void = () => undefined
  beforeAll(async () => {
    restoreFormData = await useNodeFormData()
  })
  afterAll(() => restoreFormData())

  /** Object URLs as strings that name what they show: the blob's size and type. */
  function stubObjectUrls() {
    let count = 0
    const blobs = new Map<string, Blob>()
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:test-${++count}`
      blobs.set(url, blob as Blob)
      return url
    })
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue()
    return blobs
  }
  const card = () => screen.getByText(profileEn.signature.title).closest<HTMLElement>('.ant-card')!
  const shownSignature = () => within(card()).findByAltText(profileEn.signature.current)
  const mySignaturePath = '/api/base/sign-key/my-signature'
  const signatureOf = (userName: string) => {
    const db = getDatabase()
    const user = db.users.find((u) => u.userName === userName)!
    return db.signKeys.find((k) => k.kind === 1 && k.userId === user.id && !k.isDeleted)
  }

  async function openAs(userName: string, path = '/profile/index') {
    await signedInWithTabs(userName, path, false)
    await findPageHeading(routeEn.profile)
  }
  /** Queries in the card as it is now (it is drawn again when its texts arrive). */
  const inCard = () => within(card())

  it('shows the stored signature and who uploaded it; the reminder link focuses the section', async () => {
    const blobs = stubObjectUrls()
    await openAs('manager', '/profile/index?section=signature')
    const image = await shownSignature()
    const blob = blobs.get(image.getAttribute('src')!)!
    expect(blob.type).toBe('image/png')
    expect(blob.size).toBe(signatureOf('manager')!.image.bytes.length)
    expect(within(card()).getByText(/^Uploaded by Administrator on /)).toBeTruthy()
    expect(document.activeElement).toBe(card())
  })

  it('refuses a GIF named .png and a 5,000 px image before sending; uploads a PNG', async () => {
    const blobs = stubObjectUrls()
    await openAs('noproject')
    expect(await inCard().findByText(profileEn.signature.none)).toBeTruthy()
    clearRequestLog()
    const choose = field(profileEn.signature.upload)
    await userEvent.upload(choose, new File(['GIF89a\x01\x00'], 'sig.png', { type: 'image/png' }))
    expect(await inCard().findByText(imageFileEn.wrongType)).toBeTruthy()
    await userEvent.upload(
      choose,
      new File([jpegHeader(5000, 200)], 'wide.jpg', { type: 'image/jpeg' }),
    )
    expect(await inCard().findByText(imageFileEn.wrongSize)).toBeTruthy()
    expect(getRequestLog().filter((entry) => entry.method === 'PUT')).toHaveLength(0)

    const png = pngSquare(64)
    await userEvent.upload(choose, new File([png], 'me.png', { type: 'image/png' }))
    expect(await inCard().findByAltText(profileEn.signature.preview)).toBeTruthy()
    await userEvent.click(inCard().getByRole('button', { name: profileEn.signature.save }))
    expect(await screen.findByText(profileEn.signature.saved)).toBeTruthy()
    const image = await shownSignature()
    expect(blobs.get(image.getAttribute('src')!)?.size).toBe(png.length)
    expect(inCard().getByText(/^Updated /)).toBeTruthy()
    expect(signatureOf('noproject')?.image.bytes.length).toBe(png.length)
  })

  it('saves a drawing in place of the stored one, then removes it', async () => {
    const blobs = stubObjectUrls()
    await openAs('manager')
    const before = (await shownSignature()).getAttribute('src')
    clearRequestLog()
    await userEvent.click(
      await inCard().findByText(profileEn.signature.replaceDraw, { selector: 'button span' }),
    )
    await userEvent.click(await inCard().findByRole('button', { name: 'stub: sign and save' }))
    expect(await screen.findByText(profileEn.signature.saved)).toBeTruthy()
    await waitFor(async () => expect((await shownSignature()).getAttribute('src')).not.toBe(before))
    expect(blobs.get((await shownSignature()).getAttribute('src')!)?.size).toBe(drawnPng.length)
    expect(
      getRequestLog().filter((e) => e.method === 'PUT' && e.path === mySignaturePath),
    ).toHaveLength(1)
    expect(signatureOf('manager')?.image.uploaderId).toBe(seedAccounts.manager.userId)
    expect(inCard().getByText(/^Updated /)).toBeTruthy()

    await userEvent.click(
      inCard().getByText(profileEn.signature.remove, { selector: 'button span' }),
    )
    const confirm = await dialog('confirm')
    await userEvent.click(confirm.getByRole('button', { name: profileEn.signature.remove }))
    expect(await screen.findByText(profileEn.signature.removed)).toBeTruthy()
    expect(await inCard().findByText(profileEn.signature.none)).toBeTruthy()
    expect(signatureOf('manager')).toBeUndefined()
  })
})
