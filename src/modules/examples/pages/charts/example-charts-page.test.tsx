import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import chartsEn from '@/modules/examples/locales/en/example-charts.lazy.json'
import routeEn from '@/i18n/locales/en/route.json'
import { resetSession } from '@tests/support/render-app'
import {
  findPageHeading,
  preloadShell,
  signedInWithTabs,
} from '@tests/integration/tabs-journey-support'

beforeAll(async () => {
  await preloadShell()
  await Promise.all([
    import('@/modules/examples/pages/charts/charts-page'),
    import('@/modules/examples/pages/charts/sample-chart'),
  ])
}, 60_000)
afterEach(resetSession)

// jsdom has no 2D canvas (tests/setup/vitest-setup.ts answers getContext with null): the charts
// cannot draw here, so these tests check what a screen reader gets (the canvases' names, the tables).

async function openCharts() {
  await signedInWithTabs('admin', '/example/charts', false)
  await findPageHeading(routeEn.exampleCharts)
}

/** A chart's card by its title (role queries over the whole shell are slow in jsdom). */
function card(title: string) {
  return within(screen.getByText(title, { selector: 'h4' }).closest('section')!)
}

/** The charts' canvases, images for assistive technology (the buttons' icons are images too). */
const canvases = () => screen.queryAllByRole('img').filter((image) => image.tagName === 'CANVAS')

/** `1,234.50` → 123450 (whole cents, so sums are exact). */
const cents = (text: string) => Number(text.replace(/[,.]/g, ''))
const add = (a: number, b: number) => a + b

/** The table's rows as cell texts, header row first. */
function rowsOf(title: string): string[][] {
  const table = card(title).getByRole('table', { name: title })
  return [...table.querySelectorAll('tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  )
}

describe('Charts example', { timeout: 60_000 }, () => {
  it('gives each chart a name and a table with its numbers', async () => {
    await openCharts()
    // The chart module loads lazily: its canvases appear once its chunk is there.
    await waitFor(() => expect(canvases()).toHaveLength(3), { timeout: 10_000 })
    expect(canvases().map((chart) => [chart.tagName, chart.getAttribute('aria-label')])).toEqual([
      ['CANVAS', `${chartsEn.line.title}. ${chartsEn.line.description}`],
      ['CANVAS', `${chartsEn.bar.title}. ${chartsEn.bar.description}`],
      ['CANVAS', `${chartsEn.mixed.title}. ${chartsEn.mixed.description}`],
    ])

    const line = rowsOf(chartsEn.line.title)
    expect(line[0]).toEqual([chartsEn.month, 'A1 标段', 'A2 标段', 'B1 标段', 'B2 标段', 'C1 标段'])
    expect(line.slice(1).map((row) => row[0])).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ])
    // One delivery a day: every month's counts add up to its days (27 from 5 January).
    const days = line.slice(1).map((row) => row.slice(1).reduce((sum, n) => sum + Number(n), 0))
    expect(days).toEqual([27, 28, 31, 30, 31, 30])

    const bar = rowsOf(chartsEn.bar.title)
    expect(bar[0]).toEqual([chartsEn.section, 'Q1 2026 (CNY)', 'Q2 2026 (CNY)'])
    expect(bar.slice(1).map((row) => row[0])).toEqual([
      'A1 标段',
      'A2 标段',
      'B1 标段',
      'B2 标段',
      'C1 标段',
    ])

    const mixed = rowsOf(chartsEn.mixed.title)
    expect(mixed[0]).toEqual([chartsEn.month, chartsEn.mixed.amount, chartsEn.mixed.cumulative])
    expect(mixed).toHaveLength(7)
    // The running total adds each month's amount, and ends at what the bars of every section add
    // up to: the three tables tell the same story (177 deliveries of createSampleRecords).
    const amounts = mixed.slice(1).map((row) => cents(row[1]))
    const totals = mixed.slice(1).map((row) => cents(row[2]))
    expect(totals).toEqual(amounts.map((_, i) => amounts.slice(0, i + 1).reduce(add)))
    expect(mixed[6][2]).toBe('16,601,596.72')
    expect(
      bar
        .slice(1)
        .flatMap((row) => row.slice(1).map(cents))
        .reduce(add),
    ).toBe(totals[5])
  })

  it("shows a chart's table on the page with the toggle", async () => {
    await openCharts()
    const toggle = card(chartsEn.line.title)
      .getByText(chartsEn.showTable, {
        selector: 'button span',
      })
      .closest('button')!
    const table = document.getElementById(toggle.getAttribute('aria-controls')!)!
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    expect(table.className).toMatch(/visuallyHidden/)

    await userEvent.click(toggle)
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    expect(table.className).not.toMatch(/visuallyHidden/)
    expect(within(table).getByText('2026-06')).toBeTruthy()

    await userEvent.click(toggle)
    expect(table.className).toMatch(/visuallyHidden/)
  })
})
