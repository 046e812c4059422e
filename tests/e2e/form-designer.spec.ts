import { workflowFormIds } from '../../mock/modules/workflow/seed/seed-workflow-ids'
import { accounts } from './support/accounts'
import { seriousViolations } from './support/axe'
import { en } from './support/i18n'
import { routeLabel } from './support/shell'
import { expect, test } from './support/fixtures'

/**
 * Issue 24: the form list and the form designer in the accessibility sweep (no serious or
 * critical finding), the designer with a table column's properties open; and a field moved by
 * keyboard alone (the handle lifts it with Space, the arrows move it, Space drops it).
 */
const form = (key: string) => en('workflow-form', key)

test('the form list and the designer have no serious accessibility violation', async ({
  page,
  openSignedIn,
}) => {
  test.setTimeout(90_000)
  await openSignedIn(page, accounts.admin, '/workflow/form')
  await expect(
    page.getByRole('heading', { level: 3, name: routeLabel('formDesign') }),
  ).toBeVisible()
  await expect(page.getByRole('cell', { name: '计量支付申请', exact: true })).toBeVisible()
  expect.soft(await seriousViolations(page, 'main'), 'form list').toEqual([])

  await page.goto(`/workflow/form-design?id=${workflowFormIds.measurementPayment}`)
  await expect(page.getByTestId('field-items')).toBeVisible()
  await page
    .getByTestId('column-items.amount')
    .getByRole('button', { pressed: false })
    .first()
    .click()
  await expect(page.getByLabel(form('props.computed'))).toHaveValue('qty * price')
  expect.soft(await seriousViolations(page, 'main'), 'designer').toEqual([])
})

test('a field moves by keyboard alone', async ({ page, openSignedIn }) => {
  await openSignedIn(
    page,
    accounts.admin,
    `/workflow/form-design?id=${workflowFormIds.measurementPayment}`,
  )
  const cards = page.locator('[data-testid^="field-"]')
  await expect(page.getByTestId('field-period')).toBeVisible()
  const before = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')))
  const handle = page.getByRole('button', { name: /^Move Period \(field 1 of/ })
  await handle.focus()
  const said = (key: string) =>
    form(`canvas.announce.${key}`).replace('{{name}}', 'Period').replace('{{total}}', String(before.length)) // prettier-ignore
  // Each key waits for what a screen reader hears, as a user waits for the field to move.
  await page.keyboard.press('Space')
  await expect(page.getByText(said('over').replace('{{position}}', '1'))).toBeAttached()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByText(said('over').replace('{{position}}', '2'))).toBeAttached()
  await page.keyboard.press('Space')
  await expect(page.getByText(said('end').replace('{{position}}', '2'))).toBeAttached()
  await expect
    .poll(() => cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-testid'))))
    .toEqual([before[1], 'field-period', ...before.slice(2)])
})
