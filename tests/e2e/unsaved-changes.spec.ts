import type { Dialog, Locator, Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { accounts } from './support/accounts'
import { en } from './support/i18n'
import { routeLabel } from './support/shell'
import { enableTagsView, openThroughMenu, showTab, tab, tabBar, tabLabels } from './support/tabs'

/** Issue 20: typed work is not dropped without a question, by the app or by the browser. */

function formDialog(page: Page): Locator {
  return page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: en('crud', 'save') }) })
}

function question(page: Page): Locator {
  return page.getByRole('dialog', { name: en('crud', 'discardTitle') })
}

/** The app's question, read and answered. */
async function answer(page: Page, content: string, choice: 'keepEditing' | 'discard') {
  await expect(question(page)).toContainText(content)
  await question(page)
    .getByRole('button', { name: en('crud', choice) })
    .click()
  await expect(question(page)).toHaveCount(0)
}

/** The browser's own questions: their kind, the newest last. */
function recordBrowserDialogs(page: Page, respond: (dialog: Dialog) => Promise<void>): string[] {
  const seen: string[] = []
  page.on('dialog', (dialog) => {
    seen.push(dialog.type())
    void respond(dialog)
  })
  return seen
}

test('a dialog with typed text: closing its tab and reloading the browser tab ask first', async ({
  page,
  openSignedIn,
}) => {
  test.setTimeout(90_000)
  await enableTagsView(page, { fixedHeader: true })
  await openSignedIn(page, accounts.admin)
  await openThroughMenu(page, 'organization', 'position')
  await page.getByRole('button', { name: en('crud', 'create') }).click()
  const name = formDialog(page).getByLabel(en('position', 'name'))
  await name.fill('Safety director')

  // Reload: the browser asks; staying keeps everything.
  let stayOnUnload = true
  const browserDialogs = recordBrowserDialogs(page, (dialog) =>
    stayOnUnload ? dialog.dismiss() : dialog.accept(),
  )
  await page.evaluate(() => location.reload())
  await expect.poll(() => browserDialogs).toEqual(['beforeunload'])
  await expect(name).toHaveValue('Safety director')

  // The dialog's mask covers the app: the user leaves with the browser's Back button.
  await page.goBack()
  await expect(page.getByRole('heading', { level: 3, name: routeLabel('dashboard') })).toBeVisible()
  const closePositions = tabBar(page).getByRole('button', {
    name: en('tabs', 'closeTab').replace('{{title}}', routeLabel('position')),
  })
  const closeQuestion = en('tabs', 'unsaved.close').replace('{{title}}', routeLabel('position'))

  await closePositions.click()
  await answer(page, closeQuestion, 'keepEditing')
  await showTab(page, 'position')
  await expect(name).toHaveValue('Safety director')

  await page.goBack()
  await closePositions.click()
  await answer(page, closeQuestion, 'discard')
  await expect.poll(() => tabLabels(page)).toEqual([routeLabel('dashboard')])
  await expect(tab(page, 'dashboard')).toHaveAttribute('aria-current', 'page')

  // Nothing unsaved is left: a reload goes without a question.
  stayOnUnload = false
  await page.reload()
  await expect(tab(page, 'dashboard')).toBeVisible()
  expect(browserDialogs).toEqual(['beforeunload'])
})
