import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test'
import {
  liesWithin,
  readCropBoxes,
  readImagePlacements,
} from '../../mock/core/testing/pdf-image-placements'
import { encodeSolidPng } from '../../mock/core/images/solid-png'
import { measurementPaymentSlots } from '../../mock/modules/workflow/documents/seed-document-template'
import { workflowInstanceId } from '../../mock/modules/workflow/seed/seed-workflow-ids'
import { accounts, personas, tokenCookie, type SeededAccount } from './support/accounts'
import { expect, test } from './support/fixtures'
import { en } from './support/i18n'
import {
  addressesWithToken,
  bellPollPaths,
  streamPath,
  watchRequests,
  type RequestWatch,
} from './support/request-watch'
import { goInsideApp } from './support/shell'
import { sidebar } from './support/sign-in'
import type { SignedInStates } from './support/signed-in-state'
import { pick } from './support/select'

/**
 * Issue 23's browser journey on the embedded backend: a 计量支付申请 on 东环高速 一标段 (DH01)
 * started by jn-site runs through the contractor, the supervisor's countersign, a return to the
 * starter and a resubmit, the chief and the owner to Approved, each approver's task arriving in an
 * inbox already open, through the live counts' stream alone. A standing delegation sends the
 * owner's next task to the delegatee; a user without a grant on DH01 cannot open its approvals.
 * The stream's leader tabs, its fallback to polling and the phone are live-counts.spec.ts' and
 * approvals-phone.spec.ts'.
 */

const start = (key: string) => en('workflow-start', key)
const handle = (key: string) => en('workflow-handle', key)
const inboxText = (key: string) => en('workflow-inbox', key)
const delegationText = (key: string) => en('workflow-delegation', key)
const onBehalfOf = (name: string) => en('workflow-lists', 'onBehalfOf').replace('{{name}}', name)

/**
 * A signed-in persona's one page, every request its browser context sent, how many times the
 * page loaded a document, and its token.
 */
interface Session {
  page: Page
  seen: RequestWatch
  loads: () => number
  token: string
}

/**
 * Opens each persona in a browser context of its own (the default page for the first), already
 * signed in, and waits for the shell and its live counts' stream; closes them all at the end.
 */
function sessions(browser: Browser, baseURL: string, signedInStates: SignedInStates) {
  const contexts: BrowserContext[] = []
  const opened: Session[] = []
  const pageErrors: string[] = []
  async function open(account: SeededAccount, path: string, page?: Page): Promise<Session> {
    let context = page?.context()
    if (!context) {
      context = await browser.newContext()
      contexts.push(context)
    }
    const seen = watchRequests(context)
    const state = await signedInStates.get(baseURL, account)
    await context.addCookies(state.cookies)
    const shown = page ?? (await context.newPage())
    shown.on('pageerror', (error) => pageErrors.push(`${account.username}: ${error.message}`))
    const streamOpen = shown.waitForResponse(
      (response) => new URL(response.url()).pathname === streamPath && response.status() === 200,
    )
    let loads = 0
    shown.on('load', () => (loads += 1))
    await shown.goto(path)
    // Several browsers are open on the 2-core machine: the shell may take longer than the
    // default wait (seen beyond 7 s).
    await expect(sidebar(shown)).toBeVisible({ timeout: 20_000 })
    await streamOpen
    const token = decodeURIComponent(state.cookies.find((c) => c.name === tokenCookie)!.value)
    const session = { page: shown, seen, loads: () => loads, token }
    opened.push(session)
    return session
  }
  const close = () => Promise.all(contexts.map((context) => context.close()))
  return { open, opened, pageErrors, close }
}

/** What a persona's bell and To do tab should count now, as the API says (before any change). */
async function countsOf(request: APIRequestContext, session: Session) {
  const headers = { authorization: `Bearer ${session.token}` }
  const [todos, tasks] = await Promise.all([
    request.get('/api/base/todo/my/summary', { headers }),
    request.get('/api/workflow/task/summary', { headers }),
  ])
  const { pending } = (await todos.json()) as { pending: number }
  const { todo } = (await tasks.json()) as { todo: number }
  return { pending, todo }
}

/** The bell says how many to-dos are pending (its accessible name). */
async function expectBellTodos(page: Page, count: number) {
  const bell = page.getByRole('button', { name: new RegExp(`^${en('notice-bell', 'label')}`) })
  await expect(bell).toHaveAccessibleName(new RegExp(`, ${count} pending to-dos?(,|$)`), {
    timeout: 10_000,
  })
}

/** My approvals' To do tab shows its count. */
async function expectTodoTab(page: Page, count: number) {
  const tab = page.getByRole('tab', { name: new RegExp(`^${inboxText('tabs.todo')}`) })
  await expect(tab).toHaveText(new RegExp(`^${inboxText('tabs.todo')}\\s*${count}$`), {
    timeout: 10_000,
  })
}

/** The poll rounds a context sent since `mark` (an index into its requests). */
const pollsSince = (session: Session, mark: number) =>
  session.seen.urls.slice(mark).filter((url) => bellPollPaths.includes(new URL(url).pathname))

/** A few strokes on the signature pad's canvas, as a mouse draws them. */
async function drawSignature(page: Page) {
  const canvas = page.locator('canvas').first()
  await expect(canvas).toBeVisible()
  const box = (await canvas.boundingBox())!
  await page.mouse.move(box.x + 20, box.y + box.height / 2)
  await page.mouse.down()
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(box.x + 20 + step * 15, box.y + box.height / 2 + (step % 2 ? -20 : 20))
  }
  await page.mouse.up()
}

/** Opens the task from the (open, filtered) inbox and acts on it with the comment box's text. */
async function approveFromInbox(session: Session, title: string, comment?: string) {
  const { page } = session
  await page.getByRole('link', { name: title }).click()
  if (comment) await page.getByRole('textbox', { name: handle('comment') }).fill(comment)
  await page.getByRole('button', { name: handle('action.approve'), exact: true }).click()
  await expect(page.getByText(handle('done.approve'), { exact: true })).toBeVisible()
}

// Five bill rows [quantity (scale 3), unit price]: amounts that a float rounds wrongly (1.005 × 3
// is 3.0149999… in binary) and halves rounded away from zero (0.333 × 0.15 = 0.04995 → 0.05).
const billRows: [qty: string, price: string][] = [
  ['1.005', '3.00'],
  ['12.345', '67.89'],
  ['0.125', '0.10'],
  ['234.567', '890.12'],
  ['0.333', '0.15'],
]

/** `text` in units of 10^-scale, exactly. */
const toUnits = (text: string, scale: number) => {
  const [whole, fraction = ''] = text.split('.')
  return BigInt(whole + fraction.padEnd(scale, '0'))
}

/** Σ qty × price, each amount rounded half away from zero to the cent (workflow-api §1), in cents. */
function totalCents(rows: readonly [string, string][]): bigint {
  return rows.reduce((sum, [qty, price]) => {
    const thousandthsOfCents = toUnits(qty, 3) * toUnits(price, 2)
    return sum + (thousandthsOfCents + 500n) / 1000n
  }, 0n)
}

/** Money as the form shows it: thousands separated, two decimals. */
function moneyText(cents: bigint): string {
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${whole}.${(cents % 100n).toString().padStart(2, '0')}`
}

/**
 * The images the signed PDF paints, read back from its pages: the slot each lies in (within 2 pt,
 * on the slot's page; a slot is CropBox-relative) and how many per slot. An image outside every
 * slot, or in two, fails.
 */
async function imagesPerSlot(pdf: Uint8Array): Promise<Record<string, number>> {
  const crops = await readCropBoxes(pdf)
  const imageSlots = measurementPaymentSlots.filter((slot) => slot.kind === 'signature' || slot.kind === 'seal') // prettier-ignore
  const counts: Record<string, number> = {}
  for (const image of await readImagePlacements(pdf)) {
    const crop = crops[image.page - 1]
    const holders = imageSlots.filter((slot) => slot.page === image.page && liesWithin(image.box, { ...slot, x: crop.x + slot.x, y: crop.y + slot.y }, 2)) // prettier-ignore
    expect(holders, `the slot of the image on page ${image.page} at ${JSON.stringify(image.box)}`).toHaveLength(1) // prettier-ignore
    counts[holders[0].key] = (counts[holders[0].key] ?? 0) + 1
  }
  return counts
}
test('a measurement payment runs through every party to Approved, each task arriving live', async ({
  page,
  browser,
  baseURL,
  signedInStates,
  request,
}) => {
  test.setTimeout(180_000)
  // A period no seeded instance has: the title is the scheme's `{htdName} {period} 计量支付申请`,
  // and each inbox is filtered by it (the URL keeps the filter), so it lists this instance only.
  const period = '2024-07-31'
  const title = `一标段 ${period} 计量支付申请`
  const inbox = `/workflow/inbox?filter=${period}`
  const people = sessions(browser, baseURL!, signedInStates)
  try {
    const site = await people.open(personas.jnSite, '/workflow/start', page)
    // The approvers wait on their inboxes, each in a browser of its own, before anything is sent.
    // One after the other: four browsers loading the app at once on the 2-core machine kept the
    // last ones' live streams from opening in time.
    const approvers: Session[] = []
    for (const account of [personas.jnCost, personas.htSpec1, personas.htSpec2, personas.htChief]) {
      approvers.push(await people.open(account, inbox))
    }
    const [cost, spec1, spec2, chief] = approvers
    const before = new Map<Session, { pending: number; todo: number }>()
    before.set(site, await countsOf(request, site))
    for (const session of [cost, spec1, spec2]) {
      const counts = await countsOf(request, session)
      before.set(session, counts)
      await expectBellTodos(session.page, counts.pending)
      await expectTodoTab(session.page, counts.todo)
    }
    // From here the supervisors only wait: whatever they are sent must come through the stream.
    const marks = new Map(
      [spec1, spec2].map((s) => [s, { requests: s.seen.urls.length, loads: s.loads() }]),
    )

    // jn-site fills five bill rows on DH01: the total to the cent, and who will approve.
    await site.page.getByLabel(start('section')).click()
    await site.page.getByTitle('一标段').click()
    await site.page.getByRole('button', { name: '计量支付申请' }).click()
    await expect(site.page.getByRole('heading', { name: '计量支付申请' })).toBeVisible()
    // (A required field's name starts with its mark.)
    const periodInput = site.page.getByRole('textbox', { name: /^\*?\s*Period$/ })
    await periodInput.fill(period)
    await periodInput.press('Enter')
    for (let row = 2; row <= billRows.length; row += 1) {
      await site.page.getByRole('button', { name: en('form-runtime', 'addRow') }).click()
    }
    for (const [index, [qty, price]] of billRows.entries()) {
      await site.page.getByRole('textbox', { name: `Quantity, row ${index + 1}`, exact: true }).fill(qty) // prettier-ignore
      await site.page.getByRole('textbox', { name: `Unit price, row ${index + 1}`, exact: true }).fill(price) // prettier-ignore
    }
    const total = site.page.getByRole('textbox', { name: 'Amount this period', exact: true })
    await expect(total).toHaveValue(moneyText(totalCents(billRows)))
    const whoWillApprove = site.page.getByRole('region', { name: start('whoWillApprove') })
    await expect(whoWillApprove).toContainText(personas.jnCost.displayName)
    await expect(whoWillApprove).toContainText(personas.bjPm.displayName)
    await site.page.getByRole('button', { name: start('submit') }).click()
    await expect(site.page.getByText(/^Submitted as /)).toBeVisible()

    // jn-cost's task arrives in the open inbox; approving it closes the to-do.
    const costBefore = before.get(cost)!
    await expect(cost.page.getByRole('link', { name: title })).toBeVisible({ timeout: 10_000 })
    await expectTodoTab(cost.page, costBefore.todo + 1)
    await expectBellTodos(cost.page, costBefore.pending + 1)
    await approveFromInbox(cost, title)
    await expectBellTodos(cost.page, costBefore.pending)

    // Both supervisors see their countersign task arrive without a reload, with no polling.
    for (const spec of [spec1, spec2]) {
      const counts = before.get(spec)!
      await expect(spec.page.getByRole('link', { name: title })).toBeVisible({ timeout: 10_000 })
      await expectTodoTab(spec.page, counts.todo + 1)
      await expectBellTodos(spec.page, counts.pending + 1)
      const mark = marks.get(spec)!
      expect(spec.loads(), 'page loads while waiting').toBe(mark.loads)
      expect(pollsSince(spec, mark.requests), 'polling while the stream is open').toEqual([])
      expect(spec.seen.openStreams.size, 'the open stream').toBe(1)
    }
    for (const spec of [spec1, spec2]) {
      await approveFromInbox(spec, title)
      await expectBellTodos(spec.page, before.get(spec)!.pending)
    }

    // The chief returns it to the starter, who finds it in To do, corrects a quantity, resubmits.
    await chief.page.getByRole('link', { name: title }).click()
    await chief.page.getByRole('button', { name: handle('action.return') }).click()
    const returnDialog = chief.page.getByRole('dialog', { name: handle('dialog.return') })
    await pick(chief.page, returnDialog.getByLabel(handle('returnTo')), '发起')
    await returnDialog
      .getByRole('textbox', { name: handle('comment') })
      .fill('第1行数量有误，请更正')
    await returnDialog.getByRole('button', { name: handle('action.return') }).click()
    await expect(chief.page.getByText(handle('done.return'), { exact: true })).toBeVisible()

    await expectBellTodos(site.page, before.get(site)!.pending + 1)
    await goInsideApp(site.page, inbox)
    await site.page.getByRole('link', { name: title }).click()
    const corrected: typeof billRows = [['2.005', '3.00'], ...billRows.slice(1)]
    await site.page.getByRole('textbox', { name: 'Quantity, row 1', exact: true }).fill(corrected[0][0]) // prettier-ignore
    await expect(total).toHaveValue(moneyText(totalCents(corrected)))
    await site.page.getByRole('button', { name: handle('action.resubmit') }).click()
    await expect(site.page.getByText(handle('done.resubmit'), { exact: true })).toBeVisible()
    await expectBellTodos(site.page, before.get(site)!.pending)

    // The path runs afresh after the resubmit (rule 2): contractor, both supervisors, the chief
    // (a comment required), then the owner.
    for (const session of [cost, spec1, spec2]) {
      await goInsideApp(session.page, inbox)
      await approveFromInbox(session, title)
    }
    // Version 2 signs: the chief with the stored signature (offered first), the owner's 项目经理,
    // who has none, with one drawn on the pad for this task.
    await goInsideApp(chief.page, inbox)
    await chief.page.getByRole('link', { name: title }).click()
    await expect(chief.page.getByRole('radio', { name: handle('signing.useStored') })).toBeChecked()
    await chief.page.getByRole('textbox', { name: handle('comment') }).fill('同意支付')
    await chief.page.getByRole('button', { name: handle('action.approve'), exact: true }).click()
    await expect(chief.page.getByText(handle('done.approve'), { exact: true })).toBeVisible()
    const pm = await people.open(personas.bjPm, inbox)
    await pm.page.getByRole('link', { name: title }).click()
    await expect(pm.page.getByText(handle('signing.noStored'))).toBeVisible()
    await drawSignature(pm.page)
    await pm.page.getByRole('button', { name: handle('signing.sign'), exact: true }).click()
    await expect(pm.page.getByRole('button', { name: handle('signing.drawnImage') })).toBeVisible()
    await pm.page.getByRole('button', { name: handle('action.approve'), exact: true }).click()
    await expect(pm.page.getByText(handle('done.approve'), { exact: true })).toBeVisible()

    // The seal node: each holder applies their unit's seal (the supervisor's, then the owner's).
    for (const holder of [chief, pm]) {
      await goInsideApp(holder.page, inbox)
      await holder.page.getByRole('link', { name: title }).click()
      await expect(holder.page.getByRole('radio', { name: /公章/ })).toBeChecked()
      await holder.page.getByRole('button', { name: handle('action.seal'), exact: true }).click()
      await expect(holder.page.getByText(handle('done.seal'), { exact: true })).toBeVisible()
    }

    await goInsideApp(site.page, `/workflow/inbox?tab=mine&filter=${period}`)
    const mine = site.page.getByRole('row').filter({ has: site.page.getByRole('link', { name: title }) }) // prettier-ignore
    await expect(mine).toContainText(en('workflow-lists', 'instanceStatuses.2'))

    // The signed PDF: composed after the last seal, downloaded from the instance page, its
    // SHA-256 the one the page shows and the server sends; the verify page says it matches.
    await mine.getByRole('link', { name: title }).click()
    const instanceText = (key: string) => en('workflow-instance', key)
    const download = site.page.getByRole('button', { name: instanceText('document.download') })
    await expect(download).toBeVisible({ timeout: 15_000 })
    const instanceId = new URL(site.page.url()).searchParams.get('id')!
    const [file] = await Promise.all([site.page.waitForEvent('download'), download.click()])
    const bytes = readFileSync(await file.path())
    const hash = createHash('sha256').update(bytes).digest('hex')
    await expect(site.page.getByText(hash, { exact: true })).toBeVisible()
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect(await imagesPerSlot(bytes)).toEqual({ 'chief-signature': 1, 'owner-signature': 1, 'supervisor-seal': 1, 'owner-seal': 1 }) // prettier-ignore
    await goInsideApp(site.page, '/workflow/verify')
    const verifyInput = site.page.locator('input[type=file]')
    await verifyInput.setInputFiles({ name: 'signed.pdf', mimeType: 'application/pdf', buffer: bytes }) // prettier-ignore
    await expect(site.page.getByText(instanceText('verify.verdict.current'))).toBeVisible()
    await expect(site.page.getByText(instanceText('verify.chainIntact'))).toBeVisible()
    // One flipped byte (inside the document, not its header): no match.
    const flipped = Buffer.from(bytes)
    flipped[Math.floor(flipped.length / 2)] ^= 0x01
    await verifyInput.setInputFiles({ name: 'changed.pdf', mimeType: 'application/pdf', buffer: flipped }) // prettier-ignore
    await expect(site.page.getByText(instanceText('verify.verdict.noMatch'))).toBeVisible()

    // ht-chief replaces their stored signature afterwards; a regeneration (the admin holds
    // Workflow.Task.RegenerateDocument) gives the same bytes: the approval's images were frozen.
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
    const newSignature = Buffer.from(encodeSolidPng(200, [0x10, 0x20, 0x90]))
    const replaced = await request.put('/api/base/sign-key/my-signature', {
      headers: bearer(chief.token),
      multipart: { file: { name: 'new-signature.png', mimeType: 'image/png', buffer: newSignature } }, // prettier-ignore
    })
    expect(replaced.status()).toBe(200)
    const admin = await signedInStates.get(baseURL!, accounts.admin)
    const adminToken = decodeURIComponent(admin.cookies.find((c) => c.name === tokenCookie)!.value)
    const document = `/api/workflow/instance/${instanceId}/document`
    const regenerated = await request.post(`${document}/regenerate`, { headers: bearer(adminToken), data: {} }) // prettier-ignore
    expect(((await regenerated.json()) as { documentHash: string }).documentHash).toBe(hash)
    const again = await request.get(document, { headers: bearer(site.token) })
    expect(
      createHash('sha256')
        .update(await again.body())
        .digest('hex'),
    ).toBe(hash)

    // No address any browser asked carried a token.
    const tokens = people.opened.map((session) => session.token)
    const urls = people.opened.flatMap((session) => session.seen.urls)
    expect(addressesWithToken(urls, tokens)).toEqual([])
    expect(people.pageErrors, 'uncaught errors in the pages').toEqual([])
  } finally {
    await people.close()
  }
})

test('a standing delegation sends the owner’s next task to the delegatee, on behalf of the owner', async ({
  page,
  browser,
  baseURL,
  signedInStates,
  request,
}) => {
  // Seeded DH01 payment 4 waits at the chief; its next step is the owner's (bj-pm).
  const chiefToken = decodeURIComponent((await signedInStates.get(baseURL!, personas.htChief)).cookies.find((c) => c.name === tokenCookie)!.value) // prettier-ignore
  const headers = { authorization: `Bearer ${chiefToken}` }
  const todo = await request.get('/api/workflow/task/todo?maxResultCount=100', { headers })
  const { items } = (await todo.json()) as { items: { id: string; instanceId: string; title: string }[] } // prettier-ignore
  const task = items.find((item) => item.instanceId === workflowInstanceId(4))!
  const people = sessions(browser, baseURL!, signedInStates)
  try {
    const pm = await people.open(personas.bjPm, '/workflow/delegation', page)
    const gm = await people.open(personas.bjGm, `/workflow/inbox?filter=${encodeURIComponent(task.title)}`) // prettier-ignore

    // bj-pm delegates to bj-gm from now on (the form's default period: a week).
    await pm.page.getByRole('button', { name: delegationText('create') }).click()
    const dialog = pm.page.getByRole('dialog', { name: delegationText('createTitle') })
    await dialog.getByLabel(delegationText('delegatee')).fill('bj-gm')
    await pm.page.getByTitle(`${personas.bjGm.displayName} (bj-gm)`).click()
    await dialog.getByRole('button', { name: new RegExp(`${en('crud', 'save')}$`) }).click()
    const delegation = pm.page.getByRole('row').filter({ hasText: personas.bjGm.displayName })
    await expect(delegation).toContainText(delegationText('active'))

    // The chief signs (setup: the chief's page is the journey's); bj-gm's open inbox gets the task.
    const detail = await request.get(`/api/workflow/task/${task.id}`, { headers })
    const { concurrencyStamp } = (await detail.json()) as { concurrencyStamp: string }
    const approved = await request.post(`/api/workflow/task/${task.id}/approve`, {
      headers,
      data: { comment: '同意', concurrencyStamp },
    })
    expect(approved.status()).toBe(200)
    const row = gm.page.getByRole('row').filter({ has: gm.page.getByRole('link', { name: task.title }) }) // prettier-ignore
    await expect(row).toContainText(onBehalfOf(personas.bjPm.displayName), { timeout: 10_000 })
    expect(people.pageErrors, 'uncaught errors in the pages').toEqual([])
  } finally {
    await people.close()
  }
})

test('a user without a grant on DH01 cannot open its approval: not found, as the API answers', async ({
  page,
  openSignedIn,
}) => {
  // manager holds Workflow.Approval but no grant on 东环高速 (mock/modules/project/seed-grants.ts).
  const id = workflowInstanceId(1)
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api/workflow/instance/${id}`,
  )
  await openSignedIn(page, accounts.manager, `/workflow/instance?id=${id}`)
  expect((await answer).status()).toBe(404)
  await expect(page.getByText(en('workflow-instance', 'notFound'))).toBeVisible()
})
