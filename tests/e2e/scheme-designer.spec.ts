import type { Page } from '@playwright/test'
import { workflowSchemeIds } from '../../mock/modules/workflow/seed/seed-workflow-ids'
import { accounts, personas } from './support/accounts'
import { seriousViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { en } from './support/i18n'
import { pick } from './support/select'

/**
 * Issue 24: the scheme list, the flow designer, a node's drawer, the settings panel and the
 * simulate panel (after a simulation ran) in the accessibility sweep (no serious or critical
 * finding); the start scope by organisation saved and shown again after a reload; a branch moved
 * by keyboard alone. One sign-in; the seeded schemes (docs/approvals.md).
 */
const scheme = (key: string) => en('workflow-scheme', key)
const fill = (text: string, vars: Record<string, string>) =>
  Object.entries(vars).reduce((t, [k, v]) => t.replace(`{{${k}}}`, v), text)
const scopeOrganisation = '东环高速一标段项目经理部'

async function closeDrawer(page: Page) {
  await page.locator('.ant-drawer-open').getByRole('button', { name: 'Close' }).click()
  await expect(page.locator('.ant-drawer-open')).toHaveCount(0)
}

const branchOrder = (page: Page) =>
  page.getByRole('group').evaluateAll((groups) => groups.map((g) => g.getAttribute('aria-label')))

test('the flow designer and its panels: accessible, a start scope by organisation kept, a branch moved by keyboard', async ({
  page,
  openSignedIn,
}) => {
  test.setTimeout(60_000)
  await openSignedIn(page, accounts.admin, '/workflow/scheme')
  await expect(page.getByRole('button', { name: `${scheme('design')} 计量支付申请` })).toBeVisible()
  expect.soft(await seriousViolations(page, 'main'), 'scheme list').toEqual([])

  const designer = `/workflow/scheme-design?id=${workflowSchemeIds.measurementPayment}`
  const heading = page.getByRole('heading', { name: fill(scheme('designTitle'), { name: '计量支付申请' }) }) // prettier-ignore
  await page.goto(designer)
  await expect(heading).toBeVisible()
  expect.soft(await seriousViolations(page, 'main'), 'designer').toEqual([])

  await page.getByRole('button', { name: `${scheme('edit')} 施工单位审核` }).click()
  const drawer = page.getByRole('dialog', { name: fill(scheme('nodeTitle'), { name: '施工单位审核' }) }) // prettier-ignore
  await expect(drawer.getByRole('combobox', { name: scheme('timeoutAction') })).toBeVisible()
  expect.soft(await seriousViolations(page), "an approver's drawer").toEqual([])
  await closeDrawer(page)

  // The start scope by organisation: saved, and there again after a reload.
  const openSettings = async () => {
    await page.getByRole('button', { name: scheme('settings'), exact: true }).click()
    const panel = page.getByRole('dialog', { name: scheme('settings') })
    return panel.getByRole('combobox', { name: scheme('startScopeOrganizations') })
  }
  await pick(page, await openSettings(), scopeOrganisation, '一标段项目')
  expect.soft(await seriousViolations(page), 'settings panel').toEqual([])
  await closeDrawer(page)
  await page.getByRole('button', { name: scheme('save'), exact: true }).click()
  await expect(page.getByText(scheme('saved'))).toBeVisible()
  await page.reload()
  await expect(heading).toBeVisible()
  const organisations = await openSettings()
  await expect(organisations.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]')).toContainText(scopeOrganisation) // prettier-ignore
  await closeDrawer(page)

  // Simulate a start by 周建国 on 东环高速 一标段.
  await page.getByRole('button', { name: scheme('simulate'), exact: true }).click()
  const simulate = page.getByRole('dialog', { name: scheme('simulate') })
  await pick(page, simulate.getByRole('combobox', { name: scheme('starter') }), `${personas.jnSite.displayName} (jn-site)`, 'jn-site') // prettier-ignore
  await pick(page, simulate.getByRole('combobox', { name: scheme('project') }), '东环高速')
  await pick(page, simulate.getByRole('combobox', { name: scheme('filedOnSection') }), '一标段')
  await simulate.getByRole('button', { name: scheme('runSimulation') }).click()
  const path = simulate.getByRole('region', { name: scheme('simulatedPath') })
  await expect(path.getByRole('listitem').filter({ hasText: '施工单位审核' })).toBeVisible()
  expect.soft(await seriousViolations(page), 'simulate panel').toEqual([])
  await closeDrawer(page)

  // A parallel branch moved right with Enter and back with Space, by keyboard alone.
  await page.goto(`/workflow/scheme-design?id=${workflowSchemeIds.designChange}`)
  await expect(page.getByRole('group', { name: '监理' })).toBeVisible()
  expect(await branchOrder(page)).toEqual(['监理', '业主'])
  await page.getByRole('button', { name: `${scheme('moveRight')} 监理` }).focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => branchOrder(page)).toEqual(['业主', '监理'])
  await page.getByRole('button', { name: `${scheme('moveLeft')} 监理` }).focus()
  await page.keyboard.press('Space')
  await expect.poll(() => branchOrder(page)).toEqual(['监理', '业主'])
})
