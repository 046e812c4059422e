import { gzipBytes, toKB } from './support.mjs'

/**
 * The sign-in page on a phone (issue 11 §4). Marks, in the page, when the form becomes usable (its
 * submit button is in the document) and when the signed-in shell shows (the menu landmark).
 */
function markMilestones() {
  const marks = {}
  const observer = new MutationObserver(() => {
    if (!marks.form && document.querySelector('form button[type="submit"]')) {
      marks.form = performance.now()
    }
    // The signed-in shell: its top bar (the sidebar is folded away on a phone).
    if (!marks.shell && document.querySelector('header')) marks.shell = performance.now()
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

async function criticalPath(browser, baseURL) {
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
    const scripts = before.filter((entry) => entry.path.endsWith('.js'))
    const jsBytes = scripts.reduce((sum, entry) => sum + (bodies.get(entry.path) ?? 0), 0)
    return {
      requests: before.length + 1,
      jsKB: toKB(jsBytes),
      files: before.map((entry) => entry.path),
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

async function onPhone(browser, baseURL, account) {
  const context = await browser.newContext({ baseURL, locale: 'en-US', ...phoneViewport })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
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
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForFunction(() => window.__benchMarks.shell !== undefined, null, {
      timeout: 60_000,
    })
    // From the click on Sign in (filling the form is the test's time, not the app's).
    const { shell, submit } = await page.evaluate(() => window.__benchMarks)
    return { ...start, signInMs: shell - submit }
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
        { label: 'phone: /login form usable', value: Math.round(median('form')), unit: 'ms' },
        {
          label: 'phone: sign-in submitted → signed-in shell',
          value: Math.round(median('signInMs')),
          unit: 'ms',
        },
      ],
      data: { path, runs },
    }
  },
}
