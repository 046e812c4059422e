#!/usr/bin/env node
// Screenshots of docs/designers.md, in Chinese and English (1280 × 800), of the seeded 计量支付申请
// form and scheme. Serve a build first (`npx vite preview --port 4176`), then
//   node scripts/designer-screenshots.mjs [baseURL]
// Chinese needs a CJK font (Debian: fonts-noto-cjk).
import { chromium } from '@playwright/test'
import { signedInFetch } from '../tests/bench/bench-api.mjs'
import { signInThroughForm } from '../tests/bench/support.mjs'
import { chromiumArgs, chromiumPath } from './chromium-options.mjs'

const baseURL = process.argv[2] ?? 'http://127.0.0.1:4176'
const account = { username: 'admin', password: '1q2w3E*' }
const out = (name, lng) => `docs/screenshots/designers/${name}-${lng}.png`

const call = await signedInFetch(baseURL, account)
const form = (await call('GET', '/api/workflow/form?filter=measurement-payment')).items[0]
const scheme = (await call('GET', '/api/workflow/scheme?filter=measurement-payment')).items[0]

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
try {
  // Signed in once in English; the other language comes from the browser (no language cookie).
  const signIn = await browser.newContext({ baseURL, locale: 'en-US' })
  const page = await signIn.newPage()
  await page.goto('/login')
  await signInThroughForm(page, account)
  const state = await signIn.storageState()
  state.cookies = state.cookies.filter((cookie) => !cookie.name.endsWith('language'))
  await signIn.close()

  for (const lng of ['zh-CN', 'en']) {
    const context = await browser.newContext({ baseURL, locale: lng, storageState: state, viewport: { width: 1280, height: 800 } }) // prettier-ignore
    const page = await context.newPage()
    await page.goto(`/workflow/form-design?id=${form.id}`)
    const total = page.locator('[data-testid="field-total"]')
    await total.waitFor()
    await total.locator('button[aria-pressed]').click()
    await page.waitForTimeout(800)
    await page.screenshot({ path: out('form-designer', lng) })

    await page.goto(`/workflow/scheme-design?id=${scheme.id}`)
    const countersign = page.locator('section[data-node-id="supervisor-countersign"]')
    await countersign.waitFor()
    // The exclusive branch on the total, in the middle of the screen.
    await page.getByRole('group', { name: '超过500万' }).evaluate((node) => node.scrollIntoView({ block: 'center' })) // prettier-ignore
    await page.waitForTimeout(800)
    await page.screenshot({ path: out('flow-designer', lng) })
    await page.evaluate(() => window.scrollTo(0, 0))
    await countersign.getByRole('button').first().click()
    await page.locator('.ant-drawer-open').waitFor()
    await page.waitForTimeout(1000)
    await page.screenshot({ path: out('approver-drawer', lng) })
    await context.close()
  }
} finally {
  await browser.close()
}
