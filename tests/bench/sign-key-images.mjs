// Signing keys list in Chromium (issue 22): a 50-row page of the seed on All, scrolled through,
// then the section seals view and All again. Thumbnails are cached by imageHash, so each key's
// image is requested at most once per hash (budget 1), and the page's bytes are the list plus
// the few distinct images it shows.
import { signInThroughForm } from './support.mjs'

const rowsPerPage = 50
const imagePath = /\/api\/base\/sign-key\/([0-9a-f-]{36})\/image$/
const listPath = /\/api\/base\/sign-key\?/

/** Opens `path` inside the loaded app (the router follows the history), keeping its caches. */
async function goInsideApp(page, path) {
  await page.evaluate((href) => {
    window.history.pushState(null, '', href)
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }))
  }, path)
}

/** Scrolls every row of the list into view, so each thumbnail's row is seen. */
async function scrollThrough(page) {
  // Only the shown tab's rows: a kept tab's page stays in the document, hidden.
  const rows = page.locator('main tr.ant-table-row:visible')
  await rows.first().waitFor()
  await page.waitForTimeout(300)
  const count = await rows.count()
  for (let i = 0; i < count; i += 5) await rows.nth(i).scrollIntoViewIfNeeded()
  await rows.nth(count - 1).scrollIntoViewIfNeeded()
  return count
}

/** Waits until every row's thumbnail shows (an object URL), or a failed one its text. */
async function thumbnailsShown(page, count) {
  await page.waitForFunction(
    (wanted) =>
      [...document.querySelectorAll('main tr.ant-table-row button img[src^="blob:"]')].filter(
        (img) => img.checkVisibility(),
      ).length >= wanted,
    count,
    { timeout: 30_000 },
  )
}

export const signKeyImages = {
  id: 'sign-key-images',
  title:
    'Signing keys: image requests per key per imageHash, bytes of a 50-row page (embedded backend)',
  needsBrowser: true,
  async run({ browser, baseURL, account }) {
    const context = await browser.newContext({ baseURL, locale: 'en-US' })
    try {
      const page = await context.newPage()
      await page.goto('/login', { waitUntil: 'networkidle' })
      await signInThroughForm(page, account)
      const hashOf = new Map()
      const imageRequests = new Map()
      let listBytes = 0
      let imageBytes = 0
      page.on('response', async (response) => {
        const url = new URL(response.url())
        const path = `${url.pathname}${url.search}`
        const image = imagePath.exec(url.pathname)
        if (image) {
          const key = `${image[1]} ${hashOf.get(image[1]) ?? '?'}`
          imageRequests.set(key, (imageRequests.get(key) ?? 0) + 1)
          imageBytes += (await response.body()).length
        } else if (listPath.test(path) && response.request().method() === 'GET') {
          const body = await response.body()
          listBytes += body.length
          for (const item of JSON.parse(body.toString()).items) hashOf.set(item.id, item.imageHash)
        }
      })

      await page.goto(`/sign-key/all?size=${rowsPerPage}`)
      const shown = await scrollThrough(page)
      await thumbnailsShown(page, shown)
      const firstPage = {
        listBytes,
        imageBytes,
        images: [...imageRequests.values()].reduce((a, b) => a + b, 0),
      }
      // Another view of the same keys, then All again, inside the app: nothing is fetched twice.
      await goInsideApp(page, `/sign-key/htd-org?size=${rowsPerPage}`)
      await page
        .locator('main h3', { hasText: 'section-unit' })
        .first()
        .waitFor()
        .catch(() => {})
      await thumbnailsShown(page, await scrollThrough(page))
      await goInsideApp(page, `/sign-key/all?size=${rowsPerPage}&page=1`)
      await thumbnailsShown(page, await scrollThrough(page))
      await page.waitForTimeout(500)
      const most = Math.max(0, ...imageRequests.values())
      return {
        rows: [
          {
            label: 'image requests per key per imageHash, at most (All, section seals, All again)',
            value: most,
            unit: '',
            budget: 1,
          },
          {
            label: `bytes of a ${shown}-row page of All: list ${firstPage.listBytes} + ${firstPage.images} image(s) ${firstPage.imageBytes}`,
            value: Math.round(((firstPage.listBytes + firstPage.imageBytes) / 1024) * 10) / 10,
            unit: 'kB',
          },
        ],
        data: { shown, firstPage, requests: Object.fromEntries(imageRequests) },
      }
    } finally {
      await context.close()
    }
  },
}
