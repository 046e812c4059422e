import { expect, test, type Locator, type Page } from '@playwright/test'
import { measurementPaymentTemplateId } from '../../mock/modules/workflow/documents/seed-document-template'
import { accounts } from './support/accounts'
import { seriousViolations } from './support/axe'
import { en } from './support/i18n'
import { nginxApiURL, watchCspViolations } from './support/nginx'
import { signInToShell } from './support/sign-in'

/**
 * The document templates' designer under the production Content-Security-Policy (issue 25): pdf.js
 * draws the base PDF and the server's preview on canvases with no `eval`, its worker from the
 * app's origin (`worker-src 'self'`), its data files from `/assets/pdfjs-<version>/`; a slot
 * moved by keyboard and one dragged by mouse are saved; the preview's Chinese text has ink; the
 * designer has no serious accessibility finding.
 */
test.beforeEach(async ({ request }) => {
  expect((await request.post(`${nginxApiURL}/__mock/reset`)).status()).toBe(204)
})

const design = (key: string) => en('workflow-document', `design.${key}`)

/** A region of an A4 page in PDF points (origin bottom-left), as the seeded template's slots are. */
interface PointBox {
  x: number
  y: number
  width: number
  height: number
}
const a4 = { width: 595.28, height: 841.89 }

/**
 * Dark pixels on a page's canvas (within `box` when given): a page drawn with its text and lines,
 * not a blank one.
 */
async function inkOf(canvas: Locator, box?: PointBox): Promise<number> {
  return canvas.evaluate(
    (element: HTMLCanvasElement, { box, page }) => {
      const scale = element.width / page.width
      const [left, top, width, height] = box
        ? [box.x, page.height - box.y - box.height, box.width, box.height].map((v) => Math.round(v * scale)) // prettier-ignore
        : [0, 0, element.width, element.height]
      const { data } = element.getContext('2d')!.getImageData(left, top, width, height)
      let dark = 0
      for (let i = 0; i < data.length; i += 4) {
        if (data[i + 3] > 0 && data[i] + data[i + 1] + data[i + 2] < 384) dark += 1
      }
      return dark
    },
    { box, page: a4 },
  )
}

function failedAssets(page: Page): string[] {
  const failed: string[] = []
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
  })
  page.on('requestfailed', (request) => failed.push(`failed ${request.url()}`))
  return failed
}

test('the template designer draws the base PDF and the preview with pdf.js under the CSP, and saves a slot moved by keyboard', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const violations = await watchCspViolations(page)
  const failed = failedAssets(page)
  const workers: string[] = []
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname))
  await page.goto('/login')
  await signInToShell(page, accounts.admin)
  await page.goto(`/workflow/document-template-design?id=${measurementPaymentTemplateId}`)

  const sheet = page
    .getByRole('main')
    .getByRole('img', { name: design('pageN').replace('{{n}}', '1') })
  await expect(sheet).toBeVisible()
  // The seeded A4 form's Chinese labels and boxes, drawn (not only laid out).
  await expect.poll(() => inkOf(sheet), { timeout: 15_000 }).toBeGreaterThan(500)
  expect(workers.some((path) => /^\/assets\/pdf\.worker[^/]*\.js$/.test(path))).toBe(true)

  const numberSlot = page.getByRole('button', { name: 'number (Number)' })
  await numberSlot.click()
  // The designer with a slot selected: no serious or critical accessibility finding.
  expect.soft(await seriousViolations(page, 'main'), 'designer').toEqual([])
  const x = page.getByLabel(design('props.x'))
  await expect(x).toHaveValue('415.00')
  await numberSlot.press('Shift+ArrowLeft')
  await expect(x).toHaveValue('405.00')
  // A drag with the mouse: 30 px right and 20 px down on the screen is right and down the page.
  const sealSlot = page.getByRole('button', { name: 'supervisor-seal (Seal)' })
  await sealSlot.scrollIntoViewIfNeeded()
  const from = (await sealSlot.boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2 + 15, from.y + from.height / 2 + 10)
  await page.mouse.move(from.x + from.width / 2 + 30, from.y + from.height / 2 + 20)
  await page.mouse.up()
  const moved = (await sealSlot.boundingBox())!
  expect([Math.round(moved.x - from.x), Math.round(moved.y - from.y)]).toEqual([30, 20])
  // From x 80, y 240 (pt): right is a larger x, down a smaller y (the origin is bottom-left).
  expect(Number(await x.inputValue())).toBeGreaterThan(100)
  expect(Number(await page.getByLabel(design('props.y')).inputValue())).toBeLessThan(230)
  await page.getByRole('button', { name: design('save') }).click()
  await expect(page.getByText(design('saved'))).toBeVisible()

  const formInk = await inkOf(sheet)
  await page.getByRole('button', { name: design('preview.button') }).click()
  const preview = page.getByRole('dialog', { name: design('preview.title') })
  const previewSheet = preview.getByRole('img', { name: design('pageN').replace('{{n}}', '1') })
  await expect(previewSheet).toBeVisible()
  // The composed sample drawn too (at its own scale: compared with half the form's ink).
  await expect.poll(() => inkOf(previewSheet), { timeout: 15_000 }).toBeGreaterThan(formInk / 2)
  // Chinese text with ink in Chromium, not only extractable: the section slot's sample value
  // 示例（htdId） starts with two CJK glyphs of 12 pt at its left edge; the bare form has nothing there.
  const firstTwoGlyphs = { x: 170, y: 695, width: 24, height: 20 }
  expect(await inkOf(sheet, firstTwoGlyphs)).toBe(0)
  expect(await inkOf(previewSheet, firstTwoGlyphs)).toBeGreaterThan(20)

  expect(violations).toEqual([])
  expect(failed).toEqual([])
})
