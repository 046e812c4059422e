import { recordScripts, signInThroughForm, toKB } from './support.mjs'

/** JavaScript loaded in total from the first page load until the signed-in shell is idle. */
export const shellJs = {
  id: 'shell-js',
  title: 'JS loaded until the signed-in shell',
  async run({ browser, baseURL, account }) {
    const context = await browser.newContext({ baseURL, locale: 'en-US' })
    try {
      const page = await context.newPage()
      const readScripts = recordScripts(page)
      await page.goto('/login', { waitUntil: 'networkidle' })
      await signInThroughForm(page, account)
      await page.waitForLoadState('networkidle')
      const landedOn = new URL(page.url()).pathname
      const { files, bytes } = await readScripts()
      return {
        rows: [{ label: `signed-in shell (${landedOn})`, kB: toKB(bytes), budgetKB: 330 }],
        data: {
          kB: toKB(bytes),
          landedOn,
          files: files.map((f) => ({ ...f, kB: toKB(f.bytes) })),
        },
      }
    } finally {
      await context.close()
    }
  },
}
