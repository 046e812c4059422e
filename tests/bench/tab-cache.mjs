// Tabs and page cache in Chromium: how fast a cached tab shows again, and whether opening and
// closing tabs leaks JS heap. Its rows carry `value`/`unit`/`budget` (ms and %).
import { expandMenuGroups, signInThroughForm, summarize } from './support.mjs'
import { openAndCloseTab, tabBarLabel, timeTabShow } from './tab-cache-steps.mjs'

/**
 * Pages opened through the sidebar, with a cell of their table's first page (the data arrived);
 * the data dictionary is not built yet (its "not available" page has no table).
 */
const pages = [
  { href: '/organization/user', title: 'Users', cell: 'manager' },
  { href: '/organization/role', title: 'Roles', cell: 'manager' },
  { href: '/system/dict', title: 'Data dictionary' },
  { href: '/organization/org', title: 'Organizations', cell: '滨江城市建设投资集团有限公司' },
  { href: '/organization/position', title: 'Positions', cell: '总经理' },
]
const switchRounds = 20
const heapCycles = 50
/**
 * Open/close cycles before the heap is first measured: the first ones load each page's code,
 * compile it, and fill antd's style cache and the texts; that one-time step (~1.5 MB) is reported
 * apart from the growth that counts, the one that would go on with every further cycle.
 */
const heapWarmupCycles = 12
export const showBudgetMs = 100
/** A cached tab is already rendered: showing it must cost at most half of mounting a page. */
export const showToOpenBudget = 0.5
export const heapBudgetPercent = 10

/** Turns the tab bar on (off by default, spec §9) the way the settings store persists it. */
function enableTagsView() {
  const stored = JSON.parse(localStorage.getItem('settings') ?? 'null')
  localStorage.setItem(
    'settings',
    JSON.stringify({ state: { ...stored?.state, tagsView: true }, version: 1 }),
  )
}

async function closeTab(page, { title }) {
  await page
    .getByRole('navigation', { name: tabBarLabel })
    .getByRole('button', { name: `Close ${title}` })
    .click()
  await heading(page, title).waitFor({ state: 'detached' })
}

function heading(page, title) {
  return page.getByRole('heading', { level: 3, name: title, exact: true })
}

async function openThroughMenu(page, { href, title, cell }) {
  await page.locator(`nav a[href="${href}"]`).first().click()
  await heading(page, title).waitFor()
  // The table's data arrived: the page is complete.
  if (cell) await page.getByRole('cell', { name: cell, exact: true }).first().waitFor()
}

async function usedHeap(cdp) {
  // Several passes: one collection can leave garbage reachable only from finalizers.
  for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  return usedSize
}

export const tabCache = {
  id: 'tab-cache',
  title: 'Tabs: showing a cached tab again; JS heap over open/close cycles',
  needsBrowser: true,
  async run({ browser, baseURL, account }) {
    const context = await browser.newContext({ baseURL, locale: 'en-US' })
    try {
      await context.addInitScript(enableTagsView)
      const page = await context.newPage()
      await page.goto('/login', { waitUntil: 'networkidle' })
      await signInThroughForm(page, account)
      await page.getByRole('navigation', { name: tabBarLabel }).waitFor()
      await expandMenuGroups(page)

      // Warm-up: every page's code, styles and texts are loaded once before measuring.
      for (const target of pages) await openThroughMenu(page, target)

      // Interleaved, so both figures see the same machine load: each round shows two cached tabs
      // again, then opens a fifth page afresh (its tab closed first) next to the same kept pages.
      const [a, b, fresh] = [pages[0], pages[3], pages[4]]
      await closeTab(page, fresh)
      const samples = []
      const freshSamples = []
      for (let round = 0; round < switchRounds; round += 1) {
        samples.push(await timeTabShow(page, a))
        samples.push(await timeTabShow(page, b))
        freshSamples.push(await openAndCloseTab(page, fresh))
      }
      const show = summarize(samples)
      const freshOpen = summarize(freshSamples)

      const cdp = await context.newCDPSession(page)
      await cdp.send('HeapProfiler.enable')
      // Close the warm-up tabs, then warm the open/close cycle itself up (see heapWarmupCycles).
      for (const target of pages.slice(1, 4)) await closeTab(page, target)
      const cyclePage = (cycle) => pages[1 + (cycle % (pages.length - 1))]
      const start = await usedHeap(cdp)
      for (let cycle = 0; cycle < heapWarmupCycles; cycle += 1) {
        await openAndCloseTab(page, cyclePage(cycle))
      }
      const before = await usedHeap(cdp)
      const openSamples = []
      for (let cycle = 0; cycle < heapCycles; cycle += 1) {
        openSamples.push(await openAndCloseTab(page, cyclePage(cycle)))
      }
      const after = await usedHeap(cdp)
      const open = summarize(openSamples)
      const ratio = Math.round((show.median / freshOpen.median) * 100) / 100
      const growth = Math.round(((after - before) / before) * 1000) / 10
      const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10
      const perCycleKB = Math.round((after - before) / heapCycles / 102.4) / 10

      return {
        rows: [
          {
            // Median: on a shared CI machine single samples swing with other processes' load.
            label: `show a cached tab again, median of ${samples.length} (p95 ${show.p95}, max ${show.max})`,
            value: show.median,
            unit: 'ms',
            budget: showBudgetMs,
          },
          {
            label: `open a page afresh (mount, before its data), median of ${freshSamples.length} (p95 ${freshOpen.p95})`,
            value: freshOpen.median,
            unit: 'ms',
            note: `${open.median} ms over the heap cycles`,
          },
          {
            label: 'cached show / fresh open (medians, same run)',
            value: ratio,
            unit: '×',
            budget: showToOpenBudget,
          },
          {
            // What is left is mostly V8's optimising compilers still tiering code up: with them off
            // (--js-flags=--no-opt --no-maglev --no-sparkplug) the heap stays flat after warm-up.
            label: `JS heap growth after ${heapCycles} open/close cycles (${mb(before)} → ${mb(after)} MB, ${perCycleKB} kB/cycle)`,
            value: growth,
            unit: '%',
            budget: heapBudgetPercent,
            note: `warm-up of ${heapWarmupCycles} cycles before: ${mb(start)} → ${mb(before)} MB`,
          },
        ],
        data: {
          show,
          samples,
          freshOpen,
          freshSamples,
          open,
          showToOpen: ratio,
          heap: {
            start,
            before,
            after,
            growthPercent: growth,
            perCycleBytes: Math.round((after - before) / heapCycles),
            warmupCycles: heapWarmupCycles,
            cycles: heapCycles,
          },
        },
      }
    } finally {
      await context.close()
    }
  },
}
