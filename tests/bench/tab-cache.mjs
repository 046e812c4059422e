// Tabs and page cache in Chromium: how fast a cached tab shows again, and whether opening and
// closing tabs leaks JS heap. Shape of a bench measurement ({ id, title, needsBrowser, run }), but
// its rows carry `value`/`unit`/`budget` (ms and %), not kB; tests/bench/tab-cache-run.mjs runs it.
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
export const heapBudgetPercent = 20

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
 * Clicks a tab inside the page and resolves with the milliseconds until its page is visible and a
 * frame was painted: click → route loaders → React commit (Activity visible) → paint.
 */
function timeTabShow(page, { href, title }) {
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

async function openAndCloseTab(page, target) {
  await openThroughMenu(page, target)
  await page
    .getByRole('navigation', { name: tabBarLabel })
    .getByRole('button', { name: `Close ${target.title}` })
    .click()
  await heading(page, target.title).waitFor({ state: 'detached' })
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
      for (const target of pages) await openAndCloseTab(page, target) // closes the warm-up tabs' pages
      const before = await usedHeap(cdp)
      for (let cycle = 0; cycle < heapCycles; cycle += 1) {
        await openAndCloseTab(page, pages[cycle % pages.length])
      }
      const after = await usedHeap(cdp)
      const growth = Math.round(((after - before) / before) * 1000) / 10
      const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10

      return {
        rows: [
          {
            label: `show a cached tab again, p95 of ${samples.length} (median ${show.median}, max ${show.max})`,
            value: show.p95,
            unit: 'ms',
            budget: showBudgetMs,
          },
          {
            label: `JS heap growth after ${heapCycles} open/close cycles (${mb(before)} → ${mb(after)} MB)`,
            value: growth,
            unit: '%',
            budget: heapBudgetPercent,
          },
        ],
        data: { show, samples, heap: { before, after, growthPercent: growth, cycles: heapCycles } },
      }
    } finally {
      await context.close()
    }
  },
}
