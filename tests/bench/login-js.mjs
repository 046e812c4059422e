import { recordScripts, toKB } from './support.mjs'

/** Marks when the sign-in form is usable (its submit button is in the document). */
function markFormUsable() {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('form button[type="submit"]')) return
    window.__formUsableAt = performance.now()
    observer.disconnect()
  })
  observer.observe(document, { childList: true, subtree: true })
}

/**
 * JavaScript a browser loads for /login (gzip level 9): what the form needs, and what the page
 * fetches afterwards, while the user types, for the click on Sign in and the signed-in screen
 * (issue 26).
 */
export const loginJs = {
  id: 'login-js',
  title: 'JS loaded by /login',
  async run({ browser, baseURL }) {
    const context = await browser.newContext({ baseURL, locale: 'en-US' })
    try {
      const page = await context.newPage()
      await page.addInitScript(markFormUsable)
      const readScripts = recordScripts(page)
      await page.goto('/login', { waitUntil: 'networkidle' })
      const { files } = await readScripts()
      const arrivedBeforeForm = new Set(
        await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.responseEnd <= window.__formUsableAt)
            .map((entry) => new URL(entry.name).pathname),
        ),
      )
      const sum = (list) => list.reduce((total, file) => total + file.bytes, 0)
      const initial = files.filter((file) => arrivedBeforeForm.has(file.path))
      const later = files.filter((file) => !arrivedBeforeForm.has(file.path))
      return {
        rows: [
          {
            label: '/login (initial JS, until the form is usable)',
            kB: toKB(sum(initial)),
            budgetKB: 220,
          },
          {
            label: '/login: fetched while the user types (sign-in, shell, landing page)',
            kB: toKB(sum(later)),
            note: `${later.length} files`,
          },
        ],
        data: {
          kB: toKB(sum(initial)),
          files: files.map((f) => ({
            ...f,
            kB: toKB(f.bytes),
            initial: arrivedBeforeForm.has(f.path),
          })),
        },
      }
    } finally {
      await context.close()
    }
  },
}
