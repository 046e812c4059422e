import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { readSheet } from 'read-excel-file/universal'
import i18n from '@/i18n/i18n'
import excelEn from '@/modules/examples/locales/en/example-excel.lazy.json'
import sampleEn from '@/modules/examples/locales/en/example-sample.lazy.json'
import routeEn from '@/i18n/locales/en/route.json'
import { createSampleRecords } from '@/modules/examples/pages/sample-data/sample-records'
import { captureDownloads, type CapturedDownload } from '@tests/support/capture-downloads'
import { resetSession } from '@tests/support/render-app'
import {
  findPageHeading,
  preloadShell,
  signedInWithTabs,
} from '@tests/integration/tabs-journey-support'

beforeAll(async () => {
  await preloadShell()
  await Promise.all([
    import('@/modules/examples/pages/excel/excel-page'),
    import('@/modules/examples/pages/excel/write-xlsx'),
    import('@/modules/examples/pages/excel/read-csv'),
    i18n.loadNamespaces(['example-excel', 'example-sample']),
  ])
}, 60_000)
afterEach(resetSession)

const records = createSampleRecords(50)
const titles = Object.values(sampleEn.columns)
const findCell = (text: string) => screen.findByText(text, { selector: 'td' }, { timeout: 10_000 })
const names = (downloads: CapturedDownload[]) => downloads.map((download) => download.name)

async function openExcel() {
  await signedInWithTabs('admin', '/example/excel', false)
  await findPageHeading(routeEn.exampleExcel)
  await findCell('SD-00001')
}

const sheetRow = (index: number) => {
  const row = records[index]
  return [
    row.code,
    row.material,
    row.section,
    row.quantity,
    row.unit,
    row.unitPrice,
    new Date(`${row.date}T00:00:00Z`),
  ]
}

const exportButton = () => screen.getByText(excelEn.export.button, { selector: 'button span' })
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!

describe('Excel example page', { timeout: 60_000 }, () => {
  it('shows the deliveries and exports every row to an .xlsx under the column titles', async () => {
    await openExcel()
    const downloads = captureDownloads()
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(10)
    expect(screen.getByText('50 deliveries')).toBeTruthy()
    expect(screen.getByLabelText<HTMLInputElement>(sampleEn.fileName.label).value).toBe(
      'deliveries',
    )

    await userEvent.click(exportButton())
    await waitFor(() => expect(names(downloads)).toEqual(['deliveries.xlsx']), { timeout: 10_000 })
    const [{ blob }] = downloads
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    const rows = await readSheet(await blob.arrayBuffer())
    expect(rows).toHaveLength(51)
    expect(rows[0]).toEqual(titles)
    expect(rows[1]).toEqual(sheetRow(0))
    expect(rows[50]).toEqual(sheetRow(49))
    expect(await screen.findByText('Saved deliveries.xlsx')).toBeTruthy()
  })

  it('exports only the ticked rows, under the cleaned file name', async () => {
    await openExcel()
    const downloads = captureDownloads()
    const user = userEvent.setup()
    const selected = screen.getByLabelText(excelEn.scope.selected.replace('{{count}}', '0'))
    expect((selected as HTMLInputElement).disabled).toBe(true)
    expect(screen.getByText(excelEn.scope.noneSelected)).toBeTruthy()

    await user.click(screen.getByLabelText('Select SD-00003'))
    await user.click(screen.getByLabelText('Select SD-00002'))
    await user.click(screen.getByLabelText(excelEn.scope.selected.replace('{{count}}', '2')))
    const name = screen.getByLabelText(sampleEn.fileName.label)
    await user.clear(name)
    await user.type(name, 'March: report?.xlsx')
    expect(screen.getByText('Saved as March report.xlsx')).toBeTruthy()
    await user.click(exportButton())

    await waitFor(() => expect(names(downloads)).toEqual(['March report.xlsx']), {
      timeout: 10_000,
    })
    const rows = await readSheet(await downloads[0].blob.arrayBuffer())
    expect(rows).toEqual([titles, sheetRow(1), sheetRow(2)])
  })

  it('refuses an empty file name', async () => {
    await openExcel()
    const downloads = captureDownloads()
    const user = userEvent.setup()
    await user.clear(screen.getByLabelText(sampleEn.fileName.label))
    await user.type(screen.getByLabelText(sampleEn.fileName.label), '/:*')
    await user.click(exportButton())
    expect(await screen.findByText(sampleEn.fileName.invalid)).toBeTruthy()
    expect(downloads).toEqual([])
  })

  it('previews a CSV file and names the problem with a wrong, renamed or empty file', async () => {
    await openExcel()
    // A user may pick "All files" in the dialog, or drop any file: the accept filter is no guard.
    const user = userEvent.setup({ applyAccept: false })
    const csv = 'Code,Material,Quantity\r\nSD-1,中砂,12.5\r\nSD-2,"碎石, 5-31.5mm",3\r\n\r\n'
    await user.upload(fileInput(), new File([csv], 'deliveries.csv', { type: 'text/csv' }))
    expect(await screen.findByText('deliveries.csv: 2 rows.')).toBeTruthy()
    expect(screen.getByText('Code', { selector: 'th' })).toBeTruthy()
    expect(await findCell('碎石, 5-31.5mm')).toBeTruthy()
    expect(screen.getByText('12.5', { selector: 'td' })).toBeTruthy()

    const problem = (key: keyof typeof excelEn.problems, name: string) =>
      excelEn.problems[key].replace('{{name}}', name)
    await user.upload(fileInput(), new File(['a,b'], 'notes.txt', { type: 'text/plain' }))
    expect(await screen.findByText(problem('wrongType', 'notes.txt'))).toBeTruthy()
    expect(screen.queryByText('deliveries.csv: 2 rows.')).toBeNull()

    await user.upload(fileInput(), new File([''], 'empty.csv', { type: 'text/csv' }))
    expect(await screen.findByText(problem('empty', 'empty.csv'))).toBeTruthy()
    await user.upload(fileInput(), new File(['Code,Material\r\n'], 'titles.csv'))
    expect(await screen.findByText(problem('empty', 'titles.csv'))).toBeTruthy()
    await user.upload(fileInput(), new File(['a,b\n1,2'], 'renamed.xlsx'))
    expect(await screen.findByText(problem('notXlsx', 'renamed.xlsx'))).toBeTruthy()
    expect(screen.getByText(excelEn.import.failed)).toBeTruthy()
  })

  it('refuses a file over 10 MB or 50,000 rows with a message naming the limit', async () => {
    await openExcel()
    const user = userEvent.setup()
    const rows = Array.from({ length: 50_001 }, (_, index) => `SD-${index},${index}`)
    await user.upload(fileInput(), new File([`Code,Quantity\r\n${rows.join('\r\n')}`], 'rows.csv'))
    expect(
      await screen.findByText(
        'rows.csv has more than 50,000 rows, the most the preview opens. Split it into smaller files, or keep only the rows you need.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy()
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1).fill(0x41)], 'big.csv')
    await user.upload(fileInput(), big)
    expect(
      await screen.findByText(
        'big.csv is larger than 10 MB, the most the preview opens. Split it into smaller files, or keep only the rows you need.',
      ),
    ).toBeTruthy()
  })
})
