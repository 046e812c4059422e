// Tabs and page cache in Chromium: how fast a cached tab shows again, and whether opening and
// closing tabs leaks JS heap. Its rows carry `value`/`unit`/`budget` (ms and %).
import { signInThroughForm } from './support.mjs'

const tabBarLabel = 'Opened pages'
/** Pages opened through the sidebar (all use the placeholder page: heading, form, table). */
const pages = [
  { href: '/organization/user', title: 'Users' },
  { href: '/organization/role', title: 'Roles' },
  { href: '/system/dict', title: 'Data dictionary' },
  { href: '/project/htd', title: 'Contract sections' },
  { href: '/project/index', title: 'Project list' },
]
const switchRounds = 20
const heapCycles = 50
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

async function expandMenuGroups(page) {
  const collapsed = page.locator('nav [role="menuitem"][aria-expanded="false"]')
  for (let guard = 0; guard < 20 && (await collapsed.count()) > 0; guard += 1) {
    await collapsed.first().click()
  }
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

async function openThroughMenu(page, { href, title }) {
  await page.locator(`nav a[href="${href}"]`).first().click()
  await heading(page, title).waitFor()
  // The table's data arrived: the page is complete.
  await page.getByRole('cell', { name: 'manager', exact: true }).first().waitFor()
}

/**
 * Waits until the main thread is idle and a frame has passed, so each timed click starts from a
 * quiet page (as a user's click does) instead of competing with the previous one's trailing work:
 * effects of the page just hidden, the menu highlight, the data of a page just opened.
 */
function settle(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) =>
        requestIdleCallback(() => requestAnimationFrame(() => setTimeout(resolve, 0)), {
          timeout: 1000,
        }),
      ),
  )
}

/**
 * Clicks a tab inside the page and resolves with the milliseconds until its page is visible and a
 * frame was painted: click → route loaders → React commit (Activity visible) → paint.
 */
async function timeTabShow(page, { href, title }) {
  await settle(page)
  return page.evaluate(
    ({ href, title, tabBarLabel }) =>
      new Promise((resolve, reject) => {
        const link = document.querySelector(`nav[aria-label="${tabBarLabel}"] a[href="${href}"]`)
        if (!link) return reject(new Error(`no tab for ${href}`))
        const isShown = () =>
          [...document.querySelectorAll('main h3')].some(
            (h) => h.textContent === title && h.checkVisibility(),
          )
        const painted = () =>
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0))
        const observer = new MutationObserver(() => {
          if (!isShown()) return
          observer.disconnect()
          painted()
        })
        observer.observe(document.body, { attributes: true, childList: true, subtree: true })
        const start = performance.now()
        link.click()
      }),
    { href, title, tabBarLabel },
  )
}

function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b)
  const pick = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
  const round = (ms) => Math.round(ms * 10) / 10
  return { median: round(pick(0.5)), p95: round(pick(0.95)), max: round(sorted.at(-1)) }
}

async function usedHeap(cdp) {
  // Several passes: one collection can leave garbage reachable only from finalizers.
  for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  return usedSize
}

/**
 * One open/close cycle inside the page (no Playwright locators: their bookkeeping lives in the same
 * heap): opens the page through the sidebar, waits for its table data, closes its tab. Resolves with
 * the milliseconds from the click until the new page was visible and a frame painted (the end
 * point of timeTabShow).
 */
async function openAndCloseTab(page, { href, title }) {
  await settle(page)
  return page.evaluate(
    ({ href, title, tabBarLabel }) =>
      new Promise((resolve, reject) => {
        const visible = (selector, text) =>
          [...document.querySelectorAll(selector)].some(
            (el) => el.textContent === text && el.checkVisibility(),
          )
        const when = (isDone) =>
          new Promise((done) => {
            if (isDone()) return done()
            const observer = new MutationObserver(() => {
              if (!isDone()) return
              observer.disconnect()
              done()
            })
            observer.observe(document.body, { attributes: true, childList: true, subtree: true })
          })
        const nextPaint = () =>
          new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)))
        const timeout = setTimeout(() => reject(new Error(`timed out on ${href}`)), 10_000)
        const start = performance.now()
        document.querySelector(`nav:not([aria-label="${tabBarLabel}"]) a[href="${href}"]`).click()
        void (async () => {
          await when(() => visible('main h3', title))
          await nextPaint()
          const openedIn = performance.now() - start
          await when(() => visible('main td', 'manager'))
          document
            .querySelector(`nav[aria-label="${tabBarLabel}"] button[aria-label="Close ${title}"]`)
            .click()
          await when(() => !visible('main h3', title))
          clearTimeout(timeout)
          resolve(openedIn)
        })()
      }),
    { href, title, tabBarLabel },
  )
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

      const [a, b] = [pages[0], pages[3]]
      const samples = []
      for (let round = 0; round < switchRounds; round += 1) {
        samples.push(await timeTabShow(page, a))
        samples.push(await timeTabShow(page, b))
      }
      const show = summarize(samples)

      const cdp = await context.newCDPSession(page)
      await cdp.send('HeapProfiler.enable')
      // Close the warm-up tabs, then one more round so every page was mounted and closed once.
      for (const target of pages.slice(1)) await closeTab(page, target)
      for (const target of pages.slice(1)) await openAndCloseTab(page, target)
      const before = await usedHeap(cdp)
      const openSamples = []
      for (let cycle = 0; cycle < heapCycles; cycle += 1) {
        openSamples.push(await openAndCloseTab(page, pages[1 + (cycle % (pages.length - 1))]))
      }
      const after = await usedHeap(cdp)
      const open = summarize(openSamples)
      const ratio = Math.round((show.median / open.median) * 100) / 100
      const growth = Math.round(((after - before) / before) * 1000) / 10
      const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10

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
            label: `for comparison: open a page afresh (mount, before its data), median of ${openSamples.length}`,
            value: open.median,
            unit: 'ms',
          },
          {
            label: 'cached show / fresh open (medians, same run)',
            value: ratio,
            unit: '×',
            budget: showToOpenBudget,
          },
          {
            label: `JS heap growth after ${heapCycles} open/close cycles (${mb(before)} → ${mb(after)} MB)`,
            value: growth,
            unit: '%',
            budget: heapBudgetPercent,
          },
        ],
        data: {
          show,
          samples,
          open,
          showToOpen: ratio,
          heap: { before, after, growthPercent: growth, cycles: heapCycles },
        },
      }
    } finally {
      await context.close()
    }
  },
}
