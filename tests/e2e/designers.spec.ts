import type { Page } from '@playwright/test'
import { htdId, projectIds } from '../../mock/core/db/seed-ids'
import { workflowSchemeIds } from '../../mock/modules/workflow/seed/seed-workflow-ids'
import { accounts, personas, tokenCookie } from './support/accounts'
import { expect, test } from './support/fixtures'
import { en } from './support/i18n'
import { pick, pickAction } from './support/select'

/**
 * Issue 24's browser journey on the embedded backend: admin draws a NEW form in the form designer
 * (a date, the contract section `htdId`, a bill table with a computed amount and a computed total)
 * and publishes it; draws a NEW scheme on it in the flow designer (a countersign of the section's
 * supervisor's 专业监理工程师, an exclusive branch on the total to the 总监理工程师, a cc) and
 * simulates a start by 周建国 on 东环高速 一标段; publishes it. Then jn-site starts it on 一标段 with
 * the simulated total, and the instance goes the simulated way. Everything designed goes through
 * the designers' UI; the accessibility sweep and keyboard moves are form-designer.spec.ts'.
 *
 * Then issue 24's republish: the seeded 计量支付申请 changed and published again (version 2) and
 * its scheme republished leave an open instance on version 1 for its approver and its starter,
 * while a new start gets version 2. (Each test starts on a freshly reset backend: the fixtures'
 * `mock`, one worker per project, so changing the seeded form here changes it for no other test.)
 */

const form = (key: string) => en('workflow-form', key)
const scheme = (key: string) => en('workflow-scheme', key)
const start = (key: string) => en('workflow-start', key)
const fill = (text: string, vars: Record<string, string>) =>
  Object.entries(vars).reduce((t, [k, v]) => t.replace(`{{${k}}}`, v), text)
const saveButton = new RegExp(`${en('crud', 'save')}$`)
const instanceText = (key: string) => en('workflow-instance', key)

const formName = '清单计量表'
const schemeName = '清单计量审批'
// Node names drawn in the flow; each step's people below are the seed's (docs/approvals.md).
const countersign = '监理会签'
const chiefStep = '总监审批'
const ccStep = '抄送发起人'
// One bill row whose amount (100 × 2,000.00 = 200,000.00) takes the branch `total > 100000`.
const qty = '100'
const price = '2000'
const expectedPath: [step: string, names: string[]][] = [
  [countersign, [personas.htSpec1.displayName, personas.htSpec2.displayName]],
  [chiefStep, [personas.htChief.displayName]],
  [ccStep, [personas.jnSite.displayName]],
]

/** The open drawer (node, branch or simulate). */
const openDrawer = (page: Page) => page.locator('.ant-drawer-open')

async function closeDrawer(page: Page) {
  await openDrawer(page).getByRole('button', { name: 'Close' }).click()
  await expect(page.locator('.ant-drawer-open')).toHaveCount(0)
}

/** Sets the selected field's (or column's) key and, when given, its Chinese and English labels. */
async function setField(page: Page, key: string, zh?: string, english?: string) {
  const props = page.getByRole('region', { name: form('props.region') })
  await props.getByLabel(form('props.key'), { exact: true }).fill(key)
  const label = form('props.label')
  if (zh) await props.getByLabel(`${label} · ${form('languages.zh-Hans')}`).fill(zh)
  if (english) await props.getByLabel(`${label} · ${form('languages.en')}`).fill(english)
}

/** Adds a node of `type` after `place` (a node's or branch's name) and names it. */
async function addNode(page: Page, place: string, type: string, name: string) {
  await page.getByRole('button', { name: fill(scheme('addNode'), { place }) }).click()
  await page.getByRole('menuitem', { name: type, exact: true }).click()
  await openDrawer(page).getByLabel(scheme('nodeName')).fill(name)
}

/** In the open node drawer: a PartyPosition rule of the section's supervisor at `position`. */
async function supervisorRule(page: Page, position: string) {
  const drawer = openDrawer(page)
  await drawer.getByRole('button', { name: scheme('addRule') }).click()
  await pick(page, drawer.getByRole('combobox', { name: scheme('position') }), position, position)
  const sentence = fill(scheme('partyPositionSentence'), { position, party: scheme('partyOf.supervisor') }) // prettier-ignore
  await expect(drawer.getByText(sentence)).toBeVisible()
}

test('an admin designs a form and a flow, simulates and publishes; the started instance goes the simulated way', async ({
  page,
  browser,
  openSignedIn,
}) => {
  test.setTimeout(120_000)

  // 1. A new form, drawn field by field, published.
  await openSignedIn(page, accounts.admin, '/workflow/form')
  await page.getByRole('button', { name: new RegExp(`${en('crud', 'create')}$`) }).click()
  const formDialog = page.getByRole('dialog', { name: form('createTitle') })
  await formDialog.getByLabel(form('name')).fill(formName)
  await formDialog.getByLabel(form('code')).fill('bill-measure')
  await formDialog.getByRole('button', { name: saveButton }).click()
  await page.getByRole('button', { name: `${form('design')} ${formName}` }).click()
  await expect(page.getByText(form('canvas.empty'))).toBeVisible()

  const palette = (type: string) =>
    page.getByRole('button', {
      name: fill(form('palette.add'), { type: form(`types.${type}`) }),
      exact: true,
    })
  await palette('date').click()
  await palette('htd').click()
  await setField(page, 'htdId')
  await palette('table').click()
  await setField(page, 'items', '计量清单', 'Bill')
  const addColumn = page.getByRole('combobox', { name: fill(form('canvas.addColumnTo'), { name: 'Bill' }) }) // prettier-ignore
  for (const [type, key, zh, english] of [
    ['decimal', 'qty', '数量', 'Quantity'],
    ['money', 'price', '单价', 'Unit price'],
    ['money', 'amount', '金额', 'Amount'],
  ]) {
    await pickAction(page, addColumn, form(`types.${type}`))
    await setField(page, key, zh, english)
  }
  await page.getByLabel(form('props.computed')).fill('qty * price')
  // The table's starter column goes; the bill keeps its three.
  await page.getByRole('button', { name: fill(form('canvas.remove'), { name: 'Text' }) }).click()
  await palette('money').click()
  await setField(page, 'total', '合计', 'Total')
  await page.getByLabel(form('props.computed')).fill('sum(items.amount)')
  await expect(page.getByTestId('field-total')).toContainText('= sum(items.amount)')
  await expect(page.getByTestId('column-items.amount')).toContainText('= qty * price')
  await page.getByRole('button', { name: form('publish') }).click()
  await expect(page.getByText(fill(form('published'), { version: '1' }))).toBeVisible()

  // 2. A new scheme on it, drawn node by node.
  await page.goto('/workflow/scheme')
  await page.getByRole('button', { name: new RegExp(`${en('crud', 'create')}$`) }).click()
  const schemeDialog = page.getByRole('dialog', { name: scheme('createTitle') })
  await schemeDialog.getByLabel(scheme('name')).fill(schemeName)
  await schemeDialog.getByLabel(scheme('code')).fill('bill-approval')
  await pick(page, schemeDialog.getByLabel(scheme('form')), formName)
  await schemeDialog.getByRole('button', { name: saveButton }).click()
  await page.getByRole('button', { name: `${scheme('design')} ${schemeName}` }).click()
  await expect(page.getByRole('heading', { name: fill(scheme('designTitle'), { name: schemeName }) })).toBeVisible() // prettier-ignore

  await addNode(page, scheme('nodeTypes.1'), scheme('nodeTypes.2'), countersign)
  await supervisorRule(page, '专业监理工程师')
  await openDrawer(page)
    .getByRole('radio', { name: scheme('multiModes.2') })
    .check()
  await closeDrawer(page)

  const exclusive = scheme('nodeTypes.5')
  await addNode(page, countersign, exclusive, exclusive)
  await closeDrawer(page)
  const branch = fill(scheme('branchName'), { n: '1' })
  await page.getByRole('button', { name: `${scheme('edit')} ${branch}` }).click()
  await openDrawer(page)
    .getByRole('textbox', { name: scheme('condition') })
    .fill('total > 100000')
  await expect(openDrawer(page).getByText(scheme('conditionOk'))).toBeVisible()
  await closeDrawer(page)
  await addNode(page, branch, scheme('nodeTypes.2'), chiefStep)
  await supervisorRule(page, '总监理工程师')
  await closeDrawer(page)

  await addNode(page, exclusive, scheme('nodeTypes.4'), ccStep)
  await openDrawer(page)
    .getByRole('button', { name: scheme('addRule') })
    .click()
  await pick(page, openDrawer(page).getByRole('combobox', { name: scheme('assigneeKind') }), scheme('assigneeKinds.5')) // prettier-ignore
  await closeDrawer(page)

  // 3. Simulate a start by 周建国 on 东环高速 一标段 with the sample bill.
  await page.getByRole('button', { name: scheme('simulate'), exact: true }).click()
  const panel = page.getByRole('dialog', { name: scheme('simulate') })
  await pick(page, panel.getByRole('combobox', { name: scheme('starter') }), `${personas.jnSite.displayName} (jn-site)`, 'jn-site') // prettier-ignore
  await pick(page, panel.getByRole('combobox', { name: scheme('project') }), '东环高速')
  await pick(page, panel.getByRole('combobox', { name: scheme('filedOnSection') }), '一标段')
  await panel.getByRole('textbox', { name: 'Quantity, row 1', exact: true }).fill(qty)
  await panel.getByRole('textbox', { name: 'Unit price, row 1', exact: true }).fill(price)
  await expect(panel.getByRole('textbox', { name: 'Total', exact: true })).toHaveValue('200,000.00')
  await panel.getByRole('button', { name: scheme('runSimulation') }).click()
  const simulated = panel.getByRole('region', { name: scheme('simulatedPath') })
  for (const [step, names] of expectedPath) {
    const item = simulated.getByRole('listitem').filter({ hasText: step })
    for (const name of names) await expect(item).toContainText(name)
  }
  // The steps in order ("1. 监理会签", …): the default branch's empty lane is not taken.
  const simulatedSteps = (await simulated.locator('li strong').allInnerTexts()).map((text) => text.replace(/^\d+\.\s*/, '')) // prettier-ignore
  expect(simulatedSteps).toEqual(expectedPath.map(([step]) => step))
  await closeDrawer(page)
  await page.getByRole('button', { name: scheme('publish'), exact: true }).click()
  await expect(page.getByText(fill(scheme('published'), { version: '1' }))).toBeVisible()

  // 4. jn-site starts it on 一标段 with the same bill; the instance goes the simulated way.
  const siteContext = await browser.newContext()
  try {
    const site = await siteContext.newPage()
    await openSignedIn(site, personas.jnSite, '/workflow/start')
    await site.getByLabel(start('section')).click()
    await site.getByTitle('一标段').click()
    await site.getByRole('button', { name: schemeName }).click()
    await site.getByRole('textbox', { name: 'Quantity, row 1', exact: true }).fill(qty)
    await site.getByRole('textbox', { name: 'Unit price, row 1', exact: true }).fill(price)
    await expect(site.getByRole('textbox', { name: 'Total', exact: true })).toHaveValue('200,000.00') // prettier-ignore
    await site.getByRole('button', { name: start('submit') }).click()
    await site.getByRole('button', { name: start('openInstance') }).click()

    const path = site.getByRole('region', { name: en('workflow-instance', 'path') })
    for (const [step, names] of expectedPath) {
      const item = path.locator('.ant-steps-item').filter({ hasText: step })
      for (const name of names) await expect(item).toContainText(name)
    }
    // The same steps in the same order (a title may add " · how they decide").
    const steps = await path.locator('.ant-steps-item-title').allInnerTexts()
    expect(steps.map((title) => title.split(' · ')[0].trim())).toEqual(simulatedSteps)
    // The first tasks are the countersigners', both at once.
    const current = path.locator('.ant-steps-item-process')
    await expect(current).toHaveCount(1)
    await expect(current).toContainText(countersign)
    await expect(current).toContainText(personas.htSpec1.displayName)
    await expect(current).toContainText(personas.htSpec2.displayName)
  } finally {
    await siteContext.close()
  }
})

/** The labels of the form's fields on an instance, handle or start page. */
const fieldLabels = (page: Page) => page.locator('.ant-form-item-label')

/** The instance head's "Form version" item. */
const formVersion = (page: Page) =>
  page.locator('.ant-descriptions-item').filter({ hasText: instanceText('formVersion') })

test('a published form changed and republished does not change an open instance of the old version', async ({
  page,
  browser,
  baseURL,
  request,
  signedInStates,
  openSignedIn,
}) => {
  test.setTimeout(60_000)
  const paymentForm = '计量支付申请'
  // A period no seeded instance has: the title (`{htdName} {period} 计量支付申请`) finds it.
  const period = '2024-08-31'
  const title = `一标段 ${period} 计量支付申请`
  const renamed = 'Measurement period'
  const added = 'Site note'

  // Setup: jn-site has an open payment on version 1 (started through the API as the start page does).
  const siteState = await signedInStates.get(baseURL!, personas.jnSite)
  const siteToken = decodeURIComponent(siteState.cookies.find((c) => c.name === tokenCookie)!.value) // prettier-ignore
  const started = await request.post('/api/workflow/instance', {
    headers: { authorization: `Bearer ${siteToken}` },
    data: {
      schemeId: workflowSchemeIds.measurementPayment,
      projectId: projectIds.eastRingExpressway,
      htdId: htdId(5, 1),
      formData: { period, items: [{ boqCode: '203-1', qty: 10, unit: '立方米', price: 50 }], attachments: [] }, // prettier-ignore
      selectedAssignees: {},
      draft: false,
    },
  })
  expect(started.status()).toBe(200)
  const open = (await started.json()) as { id: string; formVersion: number }
  expect(open.formVersion).toBe(1)

  // 1. Admin renames Period in English, adds a field after it, and publishes version 2.
  await openSignedIn(page, accounts.admin, '/workflow/form')
  await page.getByRole('button', { name: `${form('design')} ${paymentForm}` }).click()
  await page.getByTestId('field-period').getByText('Period', { exact: true }).click()
  const props = page.getByRole('region', { name: form('props.region') })
  await props.getByLabel(`${form('props.label')} · ${form('languages.en')}`).fill(renamed)
  await expect(page.getByTestId('field-period')).toContainText(renamed)
  const addText = fill(form('palette.add'), { type: form('types.input') })
  await page.getByRole('button', { name: addText, exact: true }).click()
  await setField(page, 'siteNote', '现场备注', added)
  await page.getByRole('button', { name: form('publish') }).click()
  await expect(page.getByText(fill(form('published'), { version: '2' }))).toBeVisible()

  // 2. Admin republishes the scheme: it now pins form version 2. (The seed publishes the scheme
  // twice — version 2 signs and seals — so this is the scheme's version 3.)
  await page.goto('/workflow/scheme')
  await page.getByRole('button', { name: `${scheme('design')} ${paymentForm}` }).click()
  await expect(page.getByRole('heading', { name: fill(scheme('designTitle'), { name: paymentForm }) })).toBeVisible() // prettier-ignore
  await page.getByRole('button', { name: scheme('publish'), exact: true }).click()
  await expect(page.getByText(fill(scheme('published'), { version: '3' }))).toBeVisible()

  // 3. jn-cost, whose task it is, handles it on version 1: the old label, no new field.
  const costContext = await browser.newContext()
  const siteContext = await browser.newContext()
  try {
    const cost = await costContext.newPage()
    await openSignedIn(cost, personas.jnCost, `/workflow/inbox?filter=${period}`)
    await cost.getByRole('link', { name: title }).click()
    await expect(formVersion(cost)).toContainText(fill(instanceText('versionN'), { version: '1' }))
    await expect(fieldLabels(cost).getByText('Period', { exact: true })).toBeVisible()
    await expect(fieldLabels(cost).getByText(renamed)).toHaveCount(0)
    await expect(fieldLabels(cost).getByText(added)).toHaveCount(0)

    // 4. jn-site sees the same on the open instance; a new start shows version 2's form.
    const site = await siteContext.newPage()
    await openSignedIn(site, personas.jnSite, `/workflow/instance?id=${open.id}`)
    await expect(site.getByRole('heading', { name: title })).toBeVisible()
    await expect(formVersion(site)).toContainText(fill(instanceText('versionN'), { version: '1' }))
    await expect(fieldLabels(site).getByText('Period', { exact: true })).toBeVisible()
    await expect(fieldLabels(site).getByText(added)).toHaveCount(0)

    await site.goto('/workflow/start')
    await site.getByLabel(start('section')).click()
    await site.getByTitle('一标段').click()
    await site.getByRole('button', { name: paymentForm }).click()
    // (A required field's name starts with its mark.)
    const newPeriod = site.getByRole('textbox', { name: new RegExp(`^\\*?\\s*${renamed}$`) })
    await expect(newPeriod).toBeVisible()
    await expect(site.getByRole('textbox', { name: added, exact: true })).toBeVisible()
    await expect(fieldLabels(site).getByText('Period', { exact: true })).toHaveCount(0)
  } finally {
    await Promise.all([costContext.close(), siteContext.close()])
  }
})
