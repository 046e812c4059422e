import { expect, test } from '@playwright/test'
import { workflowFormIds } from '../../mock/modules/workflow/seed/seed-workflow-ids'
import { accounts } from './support/accounts'
import { en } from './support/i18n'
import { nginxApiURL, watchCspViolations } from './support/nginx'
import { signInToShell } from './support/sign-in'

/**
 * The form designer under the production Content-Security-Policy (no `unsafe-eval`, issue 24):
 * an expression typed into a field is parsed and checked as typed, and the preview runs the form
 * with its computed fields, all without compiling code from text.
 */
test.beforeEach(async ({ request }) => {
  expect((await request.post(`${nginxApiURL}/__mock/reset`)).status()).toBe(204)
})

const form = (key: string) => en('workflow-form', key)

test('the form designer checks expressions as typed and previews the form under the CSP', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const violations = await watchCspViolations(page)
  await page.goto('/login')
  await signInToShell(page, accounts.admin)
  await page.goto(`/workflow/form-design?id=${workflowFormIds.measurementPayment}`)
  const total = page.getByTestId('field-total')
  await expect(total).toBeVisible()

  await page.getByRole('button', { name: form('palette.add').replace('{{type}}', form('types.money')) }).click() // prettier-ignore
  const added = page.getByTestId('field-money1')
  await expect(added).toBeVisible()
  await page.getByLabel(form('props.computed')).fill('total * discount')
  await expect(added.getByText(form('issues.UnknownField').replace('{{detail}}', 'discount'))).toBeVisible() // prettier-ignore
  await page.getByLabel(form('props.computed')).fill('total * 2')
  await expect(added.getByRole('alert')).toHaveCount(0)

  await page.getByRole('tab', { name: form('tabs.preview') }).click()
  // The runtime's own form: the bill table and the computed total, worked out without eval.
  await expect(page.getByText('Amount this period').last()).toBeVisible()
  expect(violations).toEqual([])
})
