import type { Locator, Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { accounts } from './support/accounts'
import { seriousViolations } from './support/axe'
import { en } from './support/i18n'
import { routeLabel } from './support/shell'

/** Issue 12's Tables example: the virtual table reaches its last row; a row moves by keyboard. */

const text = (key: string) => en('example-tables', key)

/** A section of the page: the card under its heading. */
function section(page: Page, titleKey: string): Locator {
  return page
    .locator('.ant-card')
    .filter({ has: page.getByRole('heading', { level: 4, name: text(titleKey) }) })
}

test.beforeEach(async ({ page, openSignedIn }) => {
  await openSignedIn(page, accounts.admin, '/example/tables')
  await expect(
    page.getByRole('heading', { level: 3, name: routeLabel('exampleTables') }),
  ).toBeVisible()
})

test('the 10,000-row table scrolls to its last row by mouse wheel and by its button', async ({
  page,
}) => {
  const virtual = section(page, 'virtual.title')
  await virtual.scrollIntoViewIfNeeded()
  await expect(virtual.getByText('10,000 rows', { exact: true })).toBeVisible()
  const firstRow = virtual.getByText('SD-00001', { exact: true })
  const lastRow = virtual.getByText('SD-10000', { exact: true })
  await expect(firstRow).toBeVisible()
  await expect(lastRow).toHaveCount(0)

  // The wheel over the list's holder, as a user scrolls (the list handles wheel events itself).
  const holder = virtual.locator('.ant-table-tbody-virtual-holder')
  const box = (await holder.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  for (let step = 0; step < 10 && !(await lastRow.isVisible()); step += 1) {
    await page.mouse.wheel(0, 100_000)
  }
  await expect(lastRow).toBeInViewport()
  await expect(firstRow).toHaveCount(0)
  // Virtual: a screenful of rows in the page, not ten thousand.
  expect(await virtual.locator('.ant-table-row').count()).toBeLessThan(60)

  await virtual.getByRole('button', { name: text('virtual.first') }).click()
  await expect(firstRow).toBeVisible()
  await expect(lastRow).toHaveCount(0)
  await virtual.getByRole('button', { name: text('virtual.last') }).click()
  await expect(lastRow).toBeInViewport()
})

test('the page has no serious accessibility violation; a row moves down with the keyboard (Space, ArrowDown, Space)', async ({
  page,
}) => {
  test.setTimeout(60_000)
  expect(await seriousViolations(page, 'main')).toEqual([])
  const order = section(page, 'order.title')
  const codes = order.locator('tbody tr.ant-table-row td:nth-child(3)')
  await expect(codes).toHaveText([
    'SD-00001',
    'SD-00002',
    'SD-00003',
    'SD-00004',
    'SD-00005',
    'SD-00006',
  ])

  await order.getByRole('button', { name: 'Move SD-00001, row 1 of 6' }).focus()
  // Screen readers hear where the row is after each key (dnd-kit's live region).
  const announcement = page.getByRole('status').filter({ hasText: /SD-00001/ })
  await page.keyboard.press('Space')
  await expect(announcement).toHaveText('SD-00001: row 1 of 6.')
  await page.keyboard.press('ArrowDown')
  await expect(announcement).toHaveText('SD-00001: row 2 of 6.')
  await page.keyboard.press('Space')

  await expect(codes).toHaveText([
    'SD-00002',
    'SD-00001',
    'SD-00003',
    'SD-00004',
    'SD-00005',
    'SD-00006',
  ])
  await expect(order.getByText(/^Current order: SD-00002, SD-00001, SD-00003/)).toBeVisible()
  await expect(announcement).toHaveText('Dropped SD-00001 at row 2 of 6.')
  // The focus stays on the moved row's handle, whose name tells its new place.
  await expect(order.getByRole('button', { name: 'Move SD-00001, row 2 of 6' })).toBeFocused()
})
