import { recordScripts, toKB } from './support.mjs'

/** JavaScript a browser loads for /login (until network idle), gzip level 9. */
export const loginJs = {
  id: 'login-js',
  title: 'JS loaded by /login',
  async run({ browser, baseURL }) {
    const context = await browser.newContext({ baseURL, locale: 'en-US' })
    try {
      const page = await context.newPage()
      const readScripts = recordScripts(page)
      await page.goto('/login', { waitUntil: 'networkidle' })
      const { files, bytes } = await readScripts()
      return {
        rows: [{ label: '/login (initial JS)', kB: toKB(bytes), budgetKB: 220 }],
        data: { kB: toKB(bytes), files: files.map((f) => ({ ...f, kB: toKB(f.bytes) })) },
      }
    } finally {
      await context.close()
    }
  },
}
