import { readFile } from 'node:fs/promises'
import type { Download, Locator, Page } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'
import Papa from 'papaparse'
import { readSheet } from 'read-excel-file/node'
import { test, expect, type OpenSignedIn } from './support/fixtures'
import { accounts } from './support/accounts'
import { en } from './support/i18n'
import { routeLabel } from './support/shell'

/** Issue 12's file journeys: the .xlsx and the .zip a user downloads hold what the table shows. */

async function openExample(
  page: Page,
  openSignedIn: OpenSignedIn,
  path: string,
  titleKey: string,
): Promise<void> {
  await openSignedIn(page, accounts.admin, path)
  await expect(page.getByRole('heading', { level: 3, name: routeLabel(titleKey) })).toBeVisible()
}

/** The sample table: the first of the page's tables (the Excel page's preview comes after it). */
const sampleTable = (page: Page): Locator => page.locator('main table').first()

/** The table's column titles, without the selection column. */
async function columnTitles(page: Page): Promise<string[]> {
  const titles = await sampleTable(page).locator('thead th').allInnerTexts()
  return titles.map((title) => title.trim()).filter(Boolean)
}

/** The cells of the table's row whose delivery note is `code`, as shown. */
async function shownRow(page: Page, code: string): Promise<string[]> {
  const row = sampleTable(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('cell', { name: code, exact: true }) })
  const cells = await row.locator('td:not(.ant-table-selection-column)').allInnerTexts()
  return cells.map((cell) => cell.trim())
}

/** The rows of the table's current page, as shown. */
async function shownPage(page: Page): Promise<string[][]> {
  const rows = await sampleTable(page).locator('tbody tr.ant-table-row').all()
  return Promise.all(
    rows.map(async (row) =>
      (await row.locator('td:not(.ant-table-selection-column)').allInnerTexts()).map((cell) =>
        cell.trim(),
      ),
    ),
  )
}

/** "50 deliveries" → 50. */
async function shownTotal(page: Page): Promise<number> {
  const total = await page.locator('main .ant-pagination-total-text').first().innerText()
  return Number(/\d+/.exec(total)![0])
}

/** A value read from the file, written as the table writes it (unit price as an amount). */
function asShown(value: unknown, column: number): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (column === 5 && typeof value === 'number') {
    return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  }
  return String(value)
}

async function download(page: Page, button: string): Promise<Download> {
  const started = page.waitForEvent('download')
  await page.getByRole('button', { name: button }).click()
  return started
}

async function readXlsx(file: Download) {
  return readSheet(await readFile(await file.path()))
}

test('exports the selected rows and then every row to an .xlsx that holds what the table shows', async ({
  page,
  openSignedIn,
}) => {
  await openExample(page, openSignedIn, '/example/excel', 'exampleExcel')
  const texts = (key: string) => en('example-excel', key)
  await page.getByLabel('Select SD-00004', { exact: true }).check()
  await page.getByLabel('Select SD-00002', { exact: true }).check()
  await page.getByLabel(texts('scope.selected').replace('{{count}}', '2')).check()

  const selected = await download(page, texts('export.button'))
  expect(selected.suggestedFilename()).toBe('deliveries.xlsx')
  const rows = await readXlsx(selected)
  expect(rows[0]).toEqual(await columnTitles(page))
  expect(rows.slice(1).map((row) => row.map(asShown))).toEqual([
    await shownRow(page, 'SD-00002'),
    await shownRow(page, 'SD-00004'),
  ])

  await page.getByLabel(texts('scope.all').replace('{{count}}', '50')).check()
  await page.getByLabel(en('example-sample', 'fileName.label')).fill('all: deliveries')
  const all = await download(page, texts('export.button'))
  expect(all.suggestedFilename()).toBe('all deliveries.xlsx')
  const allRows = await readXlsx(all)
  expect(allRows).toHaveLength((await shownTotal(page)) + 1)
  expect(allRows.slice(1, 11).map((row) => row.map(asShown))).toEqual(await shownPage(page))

  // The browser's own reader opens the downloaded file again.
  await page.locator('input[type="file"]').setInputFiles({
    name: all.suggestedFilename(),
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await readFile(await all.path()),
  })
  await expect(page.getByText('all deliveries.xlsx: 50 rows.')).toBeVisible()
  await expect(page.locator('main table').nth(1).locator('thead th')).toHaveText(
    await columnTitles(page),
  )
})

test('exports the table as a zip of text files whose CSV holds the table’s rows', async ({
  page,
  openSignedIn,
}) => {
  await openExample(page, openSignedIn, '/example/zip', 'exampleZip')
  const listed = await page.locator('main li code').allInnerTexts()
  const zip = await download(page, en('example-zip', 'export.button'))
  expect(zip.suggestedFilename()).toBe('deliveries.zip')

  const files = unzipSync(new Uint8Array(await readFile(await zip.path())))
  expect(Object.keys(files)).toEqual(listed)
  expect(listed.slice(0, 2)).toEqual(['README.txt', 'deliveries.csv'])
  expect(listed.slice(2).every((name) => /^sections\/.+\.txt$/.test(name))).toBe(true)
  const csv = Papa.parse<string[]>(strFromU8(files['deliveries.csv']).replace(/^\uFEFF/, ''), {
    skipEmptyLines: true,
  }).data
  expect(csv[0]).toEqual(await columnTitles(page))
  const sections = [...new Set(csv.slice(1).map((row) => row[2]))].sort()
  expect(listed.slice(2)).toEqual(sections.map((section) => `sections/${section}.txt`))
  expect(csv).toHaveLength((await shownTotal(page)) + 1)
  const asTable = (row: string[]) =>
    row.map((cell, column) => asShown(column === 5 ? Number(cell) : cell, column))
  expect(csv.slice(1, 11).map(asTable)).toEqual(await shownPage(page))
  await page.locator('main .ant-pagination-item-2').click()
  await expect(sampleTable(page).getByRole('cell', { name: 'SD-00011', exact: true })).toBeVisible()
  expect(csv.slice(11, 21).map(asTable)).toEqual(await shownPage(page))
})

test('reads an imported file in a worker of its own and refuses one over 50,000 rows', async ({
  page,
  openSignedIn,
}) => {
  await openExample(page, openSignedIn, '/example/excel', 'exampleExcel')
  const workers: string[] = []
  page.on('worker', (worker) => workers.push(worker.url()))
  const lines = Array.from({ length: 50_001 }, (_, index) => `SD-${index},=1+${index}`)
  await page.locator('input[type="file"]').setInputFiles({
    name: 'rows.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Code,Note\r\n${lines.join('\r\n')}`),
  })
  const problem = en('example-excel', 'problems.tooManyRows')
    .replace('{{name}}', 'rows.csv')
    .replace('{{maxRows}}', '50,000')
  await expect(page.getByText(problem)).toBeVisible()
  // Parsed away from the page, so scrolling and typing go on meanwhile.
  expect(workers.some((url) => /import-worker/.test(url))).toBe(true)

  await page.locator('input[type="file"]').setInputFiles({
    name: 'few.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Code,Note\r\n${lines.slice(0, 3).join('\r\n')}`),
  })
  await expect(page.getByText('few.csv: 3 rows.')).toBeVisible()
})
