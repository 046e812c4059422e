// Tables example in Chromium, signed in: from a click on its sidebar entry to the first row of
// the 10,000-row virtual table on screen, and from mouse-wheel flicks to the table's end to its
// last row (SD-10000) on screen (the clock starts just before the first wheel event is sent).
// Medians of a few runs, each from a freshly loaded home page.
import { signInThroughForm, summarize } from './support.mjs'

const runs = 5
const tablesHref = '/example/tables'
const lastCode = 'SD-10000'
const holderSelector = '.ant-table-tbody-virtual-holder'

/** Resolves with `now - start` once `isDone()` holds and a frame was painted after it. */
function whenPainted(isDone, start, what) {
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(`no ${what} within 10 s`)), 10_000)
    const check = () => {
      if (!isDone()) return false
      observer.disconnect()
      clearTimeout(timeout)
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0))
      return true
    }
    const observer = new MutationObserver(check)
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    check()
  })
}

/** Clicks the sidebar entry; resolves with the ms until a row of the virtual table is painted. */
function timeFirstRow({ href, holderSelector }) {
  const link = document.querySelector(`nav a[href="${href}"]`)
  if (!link) return Promise.reject(new Error(`no menu entry for ${href}`))
  const hasRow = () =>
    [...document.querySelectorAll(`main ${holderSelector} .ant-table-row`)].some((row) =>
      row.checkVisibility(),
    )
  const start = performance.now()
  const painted = window.__whenPainted(hasRow, start, 'virtual row')
  link.click()
  return painted
}

/**
 * Starts watching for the last row in the holder's box; the caller then turns the mouse wheel
 * over the list, as a user does (the list handles wheel events itself). `window.__scrolledToEnd`
 * resolves with the ms from here until that row is painted.
 */
function watchScrollToEnd({ holderSelector, lastCode }) {
  const holder = document.querySelector(`main ${holderSelector}`)
  if (!holder) throw new Error('no virtual table')
  const box = holder.getBoundingClientRect()
  const lastRowShown = () =>
    [...holder.querySelectorAll('.ant-table-cell')].some((cell) => {
      if (cell.textContent !== lastCode) return false
      const rect = cell.getBoundingClientRect()
      return rect.top >= box.top - 1 && rect.bottom <= box.bottom + 1
    })
  window.__scrolledToEnd = window.__whenPainted(lastRowShown, performance.now(), lastCode)
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 }
}

/** Opens the sidebar's Examples group (the menu keeps one group open at a time). */
async function openExamplesGroup(page) {
  const group = page.locator('nav [role="menuitem"][aria-expanded]', { hasText: 'Examples' })
  if ((await group.getAttribute('aria-expanded')) === 'false') await group.click()
}

export const exampleTable = {
  id: 'example-table',
  title: 'Tables example: 10,000-row virtual table (embedded backend)',
  async run({ browser, baseURL, account }) {
    const context = await browser.newContext({ baseURL, locale: 'en-US' })
    try {
      await context.addInitScript(`window.__whenPainted = ${whenPainted.toString()}`)
      const page = await context.newPage()
      await page.goto('/login', { waitUntil: 'networkidle' })
      await signInThroughForm(page, account)
      const firstRow = []
      const toEnd = []
      for (let run = 0; run < runs; run += 1) {
        // Not 'networkidle': the signed-in shell holds the live counts' stream open (issue 23).
        await page.goto('/')
        await page.locator('main h3').first().waitFor()
        await openExamplesGroup(page)
        await page.locator(`nav a[href="${tablesHref}"]`).waitFor()
        firstRow.push(await page.evaluate(timeFirstRow, { href: tablesHref, holderSelector }))
        await page.locator(holderSelector).scrollIntoViewIfNeeded()
        await page.waitForTimeout(300)
        const holder = await page.evaluate(watchScrollToEnd, { holderSelector, lastCode })
        await page.mouse.move(holder.x, holder.y)
        // Fast flicks of the wheel (Chromium caps what one wheel event scrolls), until it is there.
        const done = page.evaluate(() => window.__scrolledToEnd)
        let shown = false
        void done.then(() => (shown = true)).catch(() => undefined)
        for (let flick = 0; flick < 20 && !shown; flick += 1) await page.mouse.wheel(0, 100_000)
        toEnd.push(await done)
      }
      const first = summarize(firstRow)
      const end = summarize(toEnd)
      return {
        rows: [
          {
            label: `menu click → first virtual row, median of ${runs} (p95 ${first.p95}, min ${first.min})`,
            value: first.median,
            unit: 'ms',
          },
          {
            label: `wheel flicks → ${lastCode} shown, median of ${runs} (p95 ${end.p95}, min ${end.min})`,
            value: end.median,
            unit: 'ms',
          },
        ],
        data: {
          firstRow: { ...first, samples: firstRow },
          scrollToEnd: { ...end, samples: toEnd },
        },
      }
    } finally {
      await context.close()
    }
  },
}
