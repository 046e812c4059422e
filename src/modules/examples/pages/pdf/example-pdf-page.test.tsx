import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import pdfEn from '@/modules/examples/locales/en/example-pdf.lazy.json'
import routeEn from '@/i18n/locales/en/route.json'
import { resetSession } from '@tests/support/render-app'
import {
  findPageHeading,
  navigateTo,
  preloadShell,
  signedInWithTabs,
} from '@tests/integration/tabs-journey-support'

beforeAll(async () => {
  await preloadShell()
  await Promise.all([
    import('@/modules/examples/pages/pdf/pdf-page'),
    import('@/modules/examples/pages/theme/theme-page'),
  ])
}, 60_000)
afterEach(() => {
  vi.restoreAllMocks()
  resetSession()
})

async function openPdf() {
  const app = await signedInWithTabs('admin', '/example/pdf', false)
  await findPageHeading(routeEn.examplePdf)
  return app
}

const report = () => within(screen.getByText(pdfEn.title, { selector: 'h4' }).closest('article')!)
const printButton = () =>
  screen.getByText(pdfEn.print, { selector: 'button span' }).closest('button')!

describe('PDF example', { timeout: 60_000 }, () => {
  it('shows the report: title block, 60 deliveries with their total, summary and signatures', async () => {
    await openPdf()
    const article = report()
    // The report's root takes the named page of the print rules (A4, page numbers).
    expect(screen.getByText(pdfEn.title, { selector: 'h4' }).closest('article')!.className).toMatch(
      /_reportPage_/,
    )
    expect(article.getByText('城北污水处理厂扩建工程 · A1 标段')).toBeTruthy()
    const deliveries = article.getByRole('table', {
      name: pdfEn.deliveries.caption.replace('{{n}}', '60'),
    })
    const rows = deliveries.querySelectorAll('tbody tr')
    expect(rows).toHaveLength(60)
    expect(rows[0].querySelector('th')?.textContent).toMatch(/^SD-\d{5}$/)
    // The table's total is the sum of its rows' amounts (in cents, exactly).
    const cents = (text: string | null) => Number((text ?? '').replace(/[,.]/g, ''))
    const sum = [...rows].reduce((total, row) => total + cents(row.lastChild!.textContent), 0)
    const total = deliveries.querySelector('tfoot td')!.textContent
    expect(cents(total)).toBe(sum)

    const summary = article.getByRole('region', { name: pdfEn.summary.title })
    expect(summary.querySelector('tfoot')!.textContent).toBe(`${pdfEn.total}60${total}`)
    expect(within(summary).getByText(pdfEn.summary.preparedBy)).toBeTruthy()
    expect(within(summary).getByText(pdfEn.summary.approvedBy)).toBeTruthy()
  })

  // jsdom lays out no pages: the rules' text is checked here, the class on the report above.
  it('sets A4 and page numbers on a named page only, so printing other pages keeps its setup', () => {
    // Read as text: vitest turns an imported CSS module into its class names.
    const printCss = readFileSync(join(import.meta.dirname, 'pdf-print.module.css'), 'utf8')
    expect(printCss).not.toMatch(/@page\s*[{:]/)
    const name = /@page\s+([\w-]+)\s*\{/.exec(printCss)?.[1]
    expect(name).toBeTruthy()
    expect(printCss).toMatch(new RegExp(`\\.reportPage\\s*\\{\\s*page:\\s*${name};`))
  })

  it('opens the print dialog from the button, with the print rules on only while shown', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
    const { router } = await openPdf()
    expect(document.documentElement.hasAttribute('data-print-document')).toBe(true)

    await userEvent.click(printButton())
    expect(print).toHaveBeenCalledTimes(1)

    await navigateTo(router, '/example/theme')
    await findPageHeading(routeEn.exampleTheme)
    expect(document.documentElement.hasAttribute('data-print-document')).toBe(false)
  })
})
