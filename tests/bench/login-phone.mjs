import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipBytes, toKB } from './support.mjs'
import { formatWaterfall, readWaterfall } from './waterfall.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const benchDir = join(root, '.bench')
const waterfallFile = join(benchDir, 'sign-in-waterfall.txt')

/**
 * The sign-in page on a phone (issue 11 §4, issue 26). Marks, in the page, when the form becomes
 * usable (its submit button is in the document) and when the signed-in shell is usable: the top bar
 * names the user (its user menu, "User menu: <name>") and the main menu holds its items (on a phone
 * the menu is folded into a drawer, drawn with the shell). A skeleton or a bare header is not it.
 */
function markMilestones() {
  const marks = {}
  const userMenu = 'User menu: '
  const shellUsable = () =>
    [...document.querySelectorAll('header [aria-label]')].some((element) => {
      const label = element.getAttribute('aria-label')
      return label.startsWith(userMenu) && label.length > userMenu.length
    }) && document.querySelector('nav [role="menu"] [role="menuitem"]') !== null
  const observer = new MutationObserver(() => {
    if (!marks.form && document.querySelector('form button[type="submit"]')) {
      marks.form = performance.now()
    }
    if (!marks.shell && shellUsable()) marks.shell = performance.now()
  })
  observer.observe(document, { childList: true, subtree: true })
  document.addEventListener(
    'click',
    (event) => {
      if (event.target.closest?.('button[type="submit"]')) marks.submit = performance.now()
    },
    true,
  )
  window.__benchMarks = marks
}

/** What a request on the critical path is: the page's scripts, styles and config.js. */
const critical = new Set(['script', 'link', 'css', 'fetch', 'other'])

/**
 * /login loaded until the network is idle: the requests and the JS (gzip) that arrived before the
 * form was usable, and the JS the page fetched afterwards, while the user types (issue 26).
 */
export async function criticalPath(browser, baseURL) {
  const context = await browser.newContext({ baseURL, locale: 'en-US' })
  try {
    const page = await context.newPage()
    const bodies = new Map()
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname
      void response.body().then(
        (body) => bodies.set(path, gzipBytes(body)),
        () => undefined,
      )
    })
    await page.addInitScript(markMilestones)
    await page.goto('/login', { waitUntil: 'networkidle' })
    const { formAt, entries } = await page.evaluate(() => ({
      formAt: window.__benchMarks.form,
      entries: performance.getEntriesByType('resource').map((entry) => ({
        path: new URL(entry.name).pathname,
        type: entry.initiatorType,
        end: entry.responseEnd,
      })),
    }))
    const before = entries.filter(
      (entry) => entry.end <= formAt && critical.has(entry.type) && !entry.path.endsWith('.svg'),
    )
    const isScript = (entry) => entry.path.endsWith('.js')
    const bytesOf = (list) => list.reduce((sum, entry) => sum + (bodies.get(entry.path) ?? 0), 0)
    const beforePaths = new Set(before.map((entry) => entry.path))
    const later = [
      ...new Map(
        entries
          .filter((entry) => isScript(entry) && !beforePaths.has(entry.path))
          .map((entry) => [entry.path, entry]),
      ).values(),
    ]
    return {
      // Files, with the document: a style preloaded and then applied is one request, not two.
      requests: new Set(before.map((entry) => entry.path)).size + 1,
      jsKB: toKB(bytesOf(before.filter(isScript))),
      files: before.map((entry) => entry.path),
      laterJsKB: toKB(bytesOf(later)),
      laterFiles: later.map((entry) => entry.path),
    }
  } finally {
    await context.close()
  }
}

/** Chrome DevTools' "Slow 4G": 562.5 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const slow4g = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}

/** A user's typing time between the form being usable and the click on Sign in. */
const typingMs = 4_000

/**
 * One visit of /login on a throttled phone: the form, a user typing, the click on Sign in, the
 * shell. Service workers are bypassed: what the browser's HTTP cache holds is what is reused.
 */
async function visit(context, account) {
  const page = await context.newPage()
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setBypassServiceWorker', { bypass: true })
    await cdp.send('Network.emulateNetworkConditions', slow4g)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.addInitScript(markMilestones)
    await page.goto('/login', { waitUntil: 'load', timeout: 60_000 })
    await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 60_000 })
    const start = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      form: window.__benchMarks.form,
    }))
    await page.getByLabel('Username', { exact: true }).fill(account.username)
    await page.getByLabel('Password', { exact: true }).fill(account.password)
    await page.waitForTimeout(typingMs)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForFunction(() => window.__benchMarks.shell !== undefined, null, {
      timeout: 60_000,
    })
    // From the click on Sign in (filling the form and typing are the user's time, not the app's).
    const { shell, submit } = await page.evaluate(() => window.__benchMarks)
    const waterfall = await readWaterfall(page, submit, shell)
    return { ...start, signInMs: shell - submit, waterfall }
  } finally {
    await page.close()
  }
}

/** A first visit (empty cache), then a second one in the same browser, signed out in between. */
async function onPhone(browser, baseURL, account) {
  const context = await browser.newContext({ baseURL, locale: 'en-US', ...phoneViewport })
  try {
    const cold = await visit(context, account)
    await context.clearCookies()
    const warm = await visit(context, account)
    return { ...cold, secondVisitMs: warm.signInMs, secondWaterfall: warm.waterfall }
  } finally {
    await context.close()
  }
}

const phoneViewport = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
}

export const loginPhone = {
  id: 'login-phone',
  title: 'Sign-in page: critical path, and on a phone (4x CPU, slow 4G)',
  async run({ browser, baseURL, account }) {
    const path = await criticalPath(browser, baseURL)
    const runs = []
    for (let run = 0; run < 3; run += 1) runs.push(await onPhone(browser, baseURL, account))
    const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[1]
    const medianRun = runs.find((r) => r.signInMs === median('signInMs'))
    const secondRun = runs.find((r) => r.secondVisitMs === median('secondVisitMs'))
    mkdirSync(benchDir, { recursive: true })
    writeFileSync(
      waterfallFile,
      `Click on Sign in → signed-in shell usable, phone (Slow 4G, 4x CPU), after ${typingMs} ms of typing\n\n` +
        `First visit (the median run, ${Math.round(medianRun.signInMs)} ms):\n${formatWaterfall(medianRun.waterfall)}\n\n` +
        `Second visit (the median run, ${Math.round(secondRun.secondVisitMs)} ms):\n${formatWaterfall(secondRun.secondWaterfall)}\n`,
    )
    return {
      rows: [
        {
          label: '/login: requests before the form is usable',
          value: path.requests,
          unit: '',
          budget: 10,
        },
        { label: '/login: JS before the form is usable (gzip)', kB: path.jsKB, budgetKB: 120 },
        {
          label: 'phone: first contentful paint of /login (median of 3)',
          value: Math.round(median('fcp')),
          unit: 'ms',
        },
        {
          label: 'phone: /login form usable',
          value: Math.round(median('form')),
          unit: 'ms',
          budget: 3_000,
        },
        {
          label: `phone: click on Sign in → shell usable, cold (${typingMs / 1000} s typing)`,
          value: Math.round(median('signInMs')),
          unit: 'ms',
          budget: 5_000,
          note: `waterfall in ${waterfallFile.slice(root.length + 1)}`,
        },
        {
          label: 'phone: same, second visit (assets in the HTTP cache)',
          value: Math.round(median('secondVisitMs')),
          unit: 'ms',
          budget: 2_500,
        },
      ],
      data: { path, runs },
    }
  },
}
