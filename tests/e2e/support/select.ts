import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Picks `text` in an antd Select or TreeSelect: opens it, types `search` when given, clicks the
 * option (a tree's node too) and waits until the select shows the pick. On a loaded 2-core
 * machine a click can land while the popup is still moving in, or a late list answer re-renders
 * the options under it, and the pick does not take; a user would click again, and so does this.
 */
export async function pick(
  page: Page,
  select: Locator,
  text: string | RegExp,
  search?: string,
): Promise<void> {
  const shown = select.locator('xpath=ancestor-or-self::*[contains(concat(" ", @class, " "), " ant-select ")][1]') // prettier-ignore
  const option = page
    .locator('.ant-select-dropdown:visible')
    .locator('.ant-select-item-option, .ant-select-tree-node-content-wrapper')
    .filter({ hasText: text })
    .first()
  const isShown = async () => {
    const content = (await shown.textContent()) ?? ''
    return typeof text === 'string' ? content.includes(text) : text.test(content)
  }
  await expect(async () => {
    if (!(await isShown())) {
      if (!(await option.isVisible())) {
        await select.click()
        if (search) await select.locator('input').or(select).first().fill(search)
      }
      await option.click({ timeout: 2_000 })
    }
    await expect(shown).toContainText(text, { timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
}

/** Picks an action from a select that resets after it (the table's "Add a column…"). */
export async function pickAction(page: Page, select: Locator, text: string): Promise<void> {
  await select.click()
  await expect(select).toHaveAttribute('aria-expanded', 'true')
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click() // prettier-ignore
}
