import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { personas } from './support/accounts'
import { en } from './support/i18n'

/**
 * Issue 23 §2 on a phone (375 × 667, touch): jn-site starts a 材料报验单 on DH01, and an approver
 * approves a task with a comment and returns another; the page never scrolls sideways (wide
 * tables scroll in their own box).
 */

const { jnSite, jnCost } = personas

const start = (key: string) => en('workflow-start', key)
const handle = (key: string) => en('workflow-handle', key)

/** The page is no wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  // Once the page has settled (a notice sliding in may be wider for a moment).
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0)
}

test.describe('approvals on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 }) // prettier-ignore

  test('starts a material inspection on DH01', async ({ page, baseURL, signedInStates }) => {
    const state = await signedInStates.get(baseURL!, jnSite)
    await page.context().addCookies(state.cookies)
    await page.goto('/workflow/start')
    await page.getByLabel(start('section')).tap()
    await page.getByTitle('一标段').tap()
    await page.getByRole('button', { name: '材料报验单' }).tap()
    await expect(page.getByRole('heading', { name: '材料报验单' })).toBeVisible()
    await expectNoSidewaysScroll(page)

    await page.getByLabel('Material').fill('钢筋 HRB400')
    await page.getByLabel('Quantity').fill('12.5')
    await page.getByLabel('Unit').tap()
    await page.getByTitle('吨').tap()
    await page.getByLabel('Arrival date').fill('2024-07-01')
    await page.getByLabel('Arrival date').press('Enter')
    await expect(page.getByRole('region', { name: start('whoWillApprove') })).toContainText(
      '郑海峰',
    )
    await expectNoSidewaysScroll(page)
    await page.getByRole('button', { name: start('submit') }).tap()
    await expect(page.getByText(/^Submitted as /)).toBeVisible()
    await expectNoSidewaysScroll(page)
  })

  test('approves a task with a comment and returns another', async ({
    page,
    baseURL,
    signedInStates,
    request,
  }) => {
    // prettier-ignore
    const state = await signedInStates.get(baseURL!, jnCost)
    await page.context().addCookies(state.cookies)
    const token = decodeURIComponent(state.cookies.find((c) => c.name === 'Admin-Token')!.value)
    const todo = await request.get('/api/workflow/task/todo', { headers: { Authorization: `Bearer ${token}` } }) // prettier-ignore
    const [first, second] = ((await todo.json()) as { items: { id: string }[] }).items

    await page.goto(`/workflow/handle?id=${first.id}`)
    await page.getByLabel(handle('comment')).fill('数量核对无误')
    await expectNoSidewaysScroll(page)
    await page.getByRole('button', { name: handle('action.approve'), exact: true }).tap()
    await expect(page.getByText(handle('done.approve'))).toBeVisible()
    await expect(page.getByText(handle('nothingToDo'))).toBeVisible()

    await page.goto(`/workflow/handle?id=${second.id}`)
    await page.getByRole('button', { name: handle('action.return') }).tap()
    const dialog = page.getByRole('dialog', { name: handle('dialog.return') })
    await dialog.getByLabel(handle('returnTo')).tap()
    await page.getByTitle('发起').tap()
    await dialog.getByLabel(handle('comment')).fill('请补充附件')
    await expectNoSidewaysScroll(page)
    await dialog.getByRole('button', { name: handle('action.return') }).tap()
    await expect(page.getByText(handle('done.return'))).toBeVisible()
    await expectNoSidewaysScroll(page)
  })
})
