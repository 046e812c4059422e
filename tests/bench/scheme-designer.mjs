// The flow designer in Chromium with a 60-node scheme made through the API (designer-fixture.mjs):
// 1. opening it: from the end of the scheme's answer (Resource Timing of GET /api/workflow/scheme/
//    {id}) to its last node painted, each on a freshly loaded page, median of 20 (issue 24: ≤ 200 ms);
// 2. adding a node: from the pointer-up on, or the Enter key press on, a node type of a "+" menu
//    (the event's own time stamp) to the new node in the flow and a frame painted, median of 20
//    alternating pointer and keyboard (≤ 16 ms); beside it, the browser's Event Timing figure of
//    the same interactions (event-timing.mjs).
import { createDesignerFixtures, countNodes, benchModel } from './designer-fixture.mjs'
import { readInteraction, watchNextInteraction } from './event-timing.mjs'
import { signInThroughForm, summarize } from './support.mjs'

const loads = 20
const adds = 20
const loadBudgetMs = 200
const addBudgetMs = 16
const nodeCount = countNodes(benchModel())

/** In the page: `window.__flowPainted` resolves with {responseEnd, painted} for scheme `id`. */
function watchOpen({ id, nodeCount }) {
  if (!location.pathname.endsWith('/scheme-design')) return
  const marks = { responseEnd: null }
  const answer = new RegExp(`/api/workflow/scheme/${id}$`)
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (answer.test(entry.name)) marks.responseEnd ??= entry.responseEnd
    }
  }).observe({ type: 'resource', buffered: true })
  window.__flowPainted = new Promise((resolve) => {
    const isDrawn = () =>
      document.querySelectorAll('section[data-node-id]').length >= nodeCount &&
      document.querySelector('section[data-node-id="n-last"]')
    const done = () =>
      requestAnimationFrame(() =>
        setTimeout(() => resolve({ ...marks, painted: performance.now() }), 0),
      )
    if (isDrawn()) return done()
    const observer = new MutationObserver(() => {
      if (!isDrawn()) return
      observer.disconnect()
      done()
    })
    observer.observe(document, { childList: true, subtree: true })
  })
}

/**
 * In the page: arms a timer for the next pointerup or keydown (capture, its time stamp); resolves
 * `window.__nodeAdded` with the ms until the flow holds one node more and a frame was painted.
 */
function armAddTimer() {
  const canvasNodes = () => document.querySelectorAll('section[data-node-id]').length
  const before = canvasNodes()
  let start
  const mark = (event) => (start ??= event.timeStamp)
  document.addEventListener('pointerup', mark, { once: true, capture: true })
  document.addEventListener('keydown', mark, { once: true, capture: true })
  window.__nodeAdded = new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error('no node added in 10 s')), 10_000)
    const observer = new MutationObserver(() => {
      if (start === undefined || canvasNodes() <= before) return
      observer.disconnect()
      clearTimeout(timeout)
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0))
    })
    observer.observe(document.body, { childList: true, subtree: true })
  })
}

export const schemeDesigner = {
  id: 'scheme-designer',
  title: `Flow designer: a ${nodeCount}-node scheme opened, and a node added (Chromium)`,
  async run({ browser, baseURL, account }) {
    const fixtures = await createDesignerFixtures(baseURL, account)
    const context = await browser.newContext({ baseURL, locale: 'en-US' })
    try {
      const page = await context.newPage()
      // Added nodes are unsaved work: leaving the page would ask first.
      page.on('dialog', (dialog) => void dialog.accept())
      await page.goto('/login', { waitUntil: 'networkidle' })
      await signInThroughForm(page, account)
      const href = `/workflow/scheme-design?id=${fixtures.scheme.id}`

      // Armed at the document's start on each load of the designer, before its code runs.
      await page.addInitScript(watchOpen, { id: fixtures.scheme.id, nodeCount })
      const openTimes = []
      for (let run = 0; run <= loads; run += 1) {
        await page.goto(href)
        const marks = await page.waitForFunction(() => window.__flowPainted, null, { timeout: 30_000 }) // prettier-ignore
        const { responseEnd, painted } = await marks.evaluate((promise) => promise)
        if (responseEnd === null) throw new Error('bench: no scheme answer in Resource Timing')
        if (run > 0) openTimes.push(painted - responseEnd) // the first one warms the HTTP cache
      }
      const open = summarize(openTimes)

      // Adding nodes: after the 10th node of the chain, the type menu's first entry (Approver).
      const addTimes = { pointer: [], key: [] }
      const eventTimings = []
      for (let sample = 0; sample < adds; sample += 1) {
        const byKey = sample % 2 === 1
        await page.getByRole('button', { name: 'Add a node after 审批 10', exact: true }).click()
        const item = page.getByRole('menuitem', { name: 'Approver', exact: true })
        await item.waitFor({ state: 'visible' })
        await page.evaluate(armAddTimer)
        await page.evaluate(watchNextInteraction)
        if (byKey) {
          await item.focus()
          await page.keyboard.press('Enter')
        } else {
          await item.click()
        }
        addTimes[byKey ? 'key' : 'pointer'].push(await page.evaluate(() => window.__nodeAdded))
        eventTimings.push(await readInteraction(page))
        // The new node's drawer opens: close it, and let the menu's and drawer's motion end.
        const drawer = page.locator('.ant-drawer-open')
        await drawer.locator('.ant-drawer-close').click()
        await drawer.waitFor({ state: 'detached' })
        await page.waitForTimeout(300)
      }
      const add = summarize([...addTimes.pointer, ...addTimes.key])
      const eventTiming = summarize(eventTimings)
      const nodesAfter = await page.locator('section[data-node-id]').count()
      return {
        rows: [
          {
            label: `open ${nodeCount} nodes: answer → last node painted, median of ${loads} (p95 ${open.p95}, max ${open.max})`,
            value: open.median,
            unit: 'ms',
            budget: loadBudgetMs,
          },
          {
            label: `add a node: pointer-up / Enter → node painted, median of ${adds} (p95 ${add.p95}, max ${add.max})`,
            value: add.median,
            unit: 'ms',
            budget: addBudgetMs,
            note: `pointer ${summarize(addTimes.pointer).median} ms, key ${summarize(addTimes.key).median} ms; Event Timing ${eventTiming.median} ms; ${nodesAfter} nodes after`,
          },
        ],
        data: { open: { ...open, samples: openTimes }, add: { ...add, ...addTimes }, eventTiming: { ...eventTiming, samples: eventTimings }, nodesAfter }, // prettier-ignore
      }
    } finally {
      await context.close()
      await fixtures.cleanUp()
    }
  },
}
