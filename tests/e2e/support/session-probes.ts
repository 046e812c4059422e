import { expect, test, type Locator, type Page } from '@playwright/test'
import { en } from './i18n'
import { sidebar } from './sign-in'

/**
 * Marks the rendered shell. React keeps a DOM node while it re-renders a component and replaces
 * it when the component unmounts, so a mark that survives proves the shell was never remounted.
 */
export async function markShell(page: Page): Promise<void> {
  await sidebar(page).evaluate((element) => element.setAttribute('data-e2e-shell', 'kept'))
}

/**
 * Counts full-screen spinners (the boot screen) that appear from now on; a silent renewal must
 * not show one. Returns a function that reads the count.
 */
export async function recordFullscreenSpinners(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const probe = window as unknown as { __e2eSpinners: number }
    probe.__e2eSpinners = 0
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (
            node instanceof Element &&
            node.matches(
              '[data-boot-screen], :has([data-boot-screen]), .ant-spin-fullscreen, :has(.ant-spin-fullscreen)',
            )
          ) {
            probe.__e2eSpinners += 1
          }
        }
      }
    }).observe(document.body, { childList: true, subtree: true })
  })
  return () => page.evaluate(() => (window as unknown as { __e2eSpinners: number }).__e2eSpinners)
}

export interface ContinuityWatch {
  keyword: Locator
  spinners: () => Promise<number>
  navigations: () => number
}

/**
 * Before a token renewal: a half-filled field, a marked shell, and counters of full-screen
 * spinners and page loads, so the test can prove the renewal was invisible.
 */
export async function watchContinuity(page: Page): Promise<ContinuityWatch> {
  const keyword = page.getByLabel(en('crud', 'keyword'))
  await keyword.fill('half-filled')
  await markShell(page)
  const spinners = await recordFullscreenSpinners(page)
  let navigations = 0
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1
  })
  return { keyword, spinners, navigations: () => navigations }
}

/** After it: the input is still there, the shell was not remounted, no spinner, no page load. */
export async function expectContinuity(page: Page, watch: ContinuityWatch): Promise<void> {
  await expect(watch.keyword).toHaveValue('half-filled')
  await expect(sidebar(page)).toHaveAttribute('data-e2e-shell', 'kept')
  expect(await watch.spinners(), 'full-screen spinners').toBe(0)
  expect(watch.navigations(), 'page loads during renewals').toBe(0)
}

/** Prints a measured duration and attaches it to the test report. */
export function reportTiming(label: string, startedAt: number, endedAt = Date.now()): number {
  const ms = endedAt - startedAt
  console.log(`[timing] ${label}: ${ms} ms`)
  test.info().annotations.push({ type: 'timing', description: `${label}: ${ms} ms` })
  return ms
}

/**
 * After a renewal, the Users page (where the continuity watch started) turns to its second page:
 * one list call with the renewed token, whose rows appear.
 */
export async function turnUsersPageWithRenewedToken(page: Page): Promise<void> {
  const firstRow = page.locator('main tbody tr.ant-table-row').first()
  const before = await firstRow.textContent()
  await page.getByRole('listitem', { name: '2', exact: true }).click()
  await expect(page).toHaveURL(/[?&]page=2\b/)
  await expect(firstRow).not.toHaveText(before ?? '')
}
