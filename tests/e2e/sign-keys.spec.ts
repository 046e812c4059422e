import type { Locator, Page } from '@playwright/test'
import { pngSquare } from '../../mock/core/testing/test-images'
import { test, expect } from './support/fixtures'
import { accounts } from './support/accounts'
import { en } from './support/i18n'
import { pick } from './support/select'

/**
 * Issue 22's Signing keys journey: an admin uploads a seal for 东环高速 一标段's contractor and
 * sees its thumbnail in the section seals and in All; an SVG renamed .png and a 5,000 px PNG are
 * refused on the field and nothing is created; replacing the image changes the thumbnail.
 */

const eastRing = '东环高速公路改扩建工程'
const contractor = '江南路桥工程有限公司'
const sealName = '项目部章'

/** A PNG's signature and IHDR only: what the browser and the server read of its size. */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25)
  ihdr.writeUInt32BE(13, 0)
  ihdr.write('IHDR', 4, 'ascii')
  ihdr.writeUInt32BE(width, 8)
  ihdr.writeUInt32BE(height, 12)
  ihdr.set([8, 6, 0, 0, 0], 16)
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr])
}

const modal = (page: Page) => page.locator('.ant-modal:not(.ant-modal-confirm)').last()

function rowOf(page: Page, text: string): Locator {
  return page.locator('main tr.ant-table-row').filter({ hasText: text })
}

const thumbnailOf = (row: Locator) => row.getByRole('button', { name: /^Preview / }).locator('img')

test('an admin uploads a seal, sees its thumbnail in its view and All, is refused bad files, replaces the image', async ({
  page,
  openSignedIn,
}) => {
  test.setTimeout(120_000)
  await openSignedIn(page, accounts.admin, '/sign-key/htd-org')
  await expect(
    page.getByRole('heading', { level: 3, name: en('route', 'htdOrgSeal') }),
  ).toBeVisible()
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/base/sign-key')) {
      posts.push(request.url())
    }
  })

  await page.getByRole('button', { name: en('sign-key', 'upload') }).click()
  const form = modal(page)
  await expect(form.getByText(en('sign-key', 'sealHint'))).toBeVisible()
  await pick(
    page,
    form.getByRole('combobox', { name: en('sign-key', 'projectId') }),
    new RegExp(`^${eastRing}`),
    '东环',
  )
  await pick(page, form.getByRole('combobox', { name: en('sign-key', 'htdId') }), /DH01/, '一标段')
  await pick(
    page,
    form.getByRole('combobox', { name: en('sign-key', 'organizationId') }),
    new RegExp(contractor),
    '江南路桥',
  )
  await form.getByLabel(en('sign-key', 'name')).fill(sealName)
  const file = form.locator('input[type=file]')
  const save = form.getByRole('button', { name: new RegExp(`${en('crud', 'save')}$`) })

  await file.setInputFiles({
    name: 'seal.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  })
  await save.click()
  await expect(form.getByText(en('image-file', 'wrongType'))).toBeVisible()
  await file.setInputFiles({
    name: 'wide.png',
    mimeType: 'image/png',
    buffer: pngHeader(5000, 200),
  })
  await save.click()
  await expect(form.getByText(en('image-file', 'wrongSize'))).toBeVisible()
  expect(posts).toEqual([])

  await file.setInputFiles({
    name: 'seal.png',
    mimeType: 'image/png',
    buffer: Buffer.from(pngSquare(120)),
  })
  await expect(form.locator('img')).toHaveAttribute('src', /^blob:/)
  // The good file's check has replaced the refusal before the save.
  await expect(form.getByText(en('image-file', 'wrongSize'))).toBeHidden()
  await save.click()
  // The dialog closes; were it refused, the failure names the messages it shows.
  await expect
    .poll(async () =>
      (await form.isVisible())
        ? await page.locator('.ant-form-item-explain-error, .ant-message-notice').allTextContents()
        : 'closed',
    )
    .toBe('closed')
  expect(posts).toHaveLength(1)

  await page.goto(`/sign-key/htd-org?filter=${encodeURIComponent(sealName)}`)
  const row = rowOf(page, sealName)
  await expect(row).toContainText(contractor)
  await expect(thumbnailOf(row)).toHaveAttribute('src', /^blob:/)
  await expect(row).toContainText('120 × 120')

  await page.goto(`/sign-key/all?filter=${encodeURIComponent(sealName)}`)
  const inAll = rowOf(page, sealName)
  await expect(inAll).toContainText(en('sign-key', 'kinds.3'))
  await expect(thumbnailOf(inAll)).toHaveAttribute('src', /^blob:/)
  const before = await thumbnailOf(inAll).getAttribute('src')

  await inAll.getByRole('button', { name: `${en('sign-key', 'replaceImage')} ${sealName}` }).click()
  const replace = modal(page)
  await replace.locator('input[type=file]').setInputFiles({
    name: 'new.png',
    mimeType: 'image/png',
    buffer: Buffer.from(pngSquare(200)),
  })
  await replace.getByRole('button', { name: new RegExp(`${en('crud', 'save')}$`) }).click()
  await expect(replace).toBeHidden()
  await expect(inAll).toContainText('200 × 200')
  await expect(thumbnailOf(inAll)).not.toHaveAttribute('src', before!)
  await expect(thumbnailOf(inAll)).toHaveAttribute('src', /^blob:/)
})
