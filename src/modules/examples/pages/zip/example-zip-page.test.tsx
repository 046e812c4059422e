import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { strFromU8, unzipSync } from 'fflate'
import i18n from '@/i18n/i18n'
import sampleEn from '@/modules/examples/locales/en/example-sample.lazy.json'
import zipEn from '@/modules/examples/locales/en/example-zip.lazy.json'
import routeEn from '@/i18n/locales/en/route.json'
import { createSampleRecords } from '@/modules/examples/pages/sample-data/sample-records'
import { fileExportDeps } from '@/modules/examples/pages/sample-data/use-file-export'
import { captureDownloads } from '@tests/support/capture-downloads'
import { resetSession } from '@tests/support/render-app'
import {
  findPageHeading,
  preloadShell,
  signedInWithTabs,
} from '@tests/integration/tabs-journey-support'

beforeAll(async () => {
  await preloadShell()
  await Promise.all([
    import('@/modules/examples/pages/zip/zip-page'),
    import('@/modules/examples/pages/zip/write-zip'),
    i18n.loadNamespaces(['example-zip', 'example-sample']),
  ])
}, 60_000)
afterEach(resetSession)

const records = createSampleRecords(20)
const sections = [...new Set(records.map((row) => row.section))].sort()
const entryNames = [
  'README.txt',
  'deliveries.csv',
  ...sections.map((section) => `sections/${section}.txt`),
]

async function openZip() {
  await signedInWithTabs('admin', '/example/zip', false)
  await findPageHeading(routeEn.exampleZip)
  await screen.findByText('SD-00001', { selector: 'td' }, { timeout: 10_000 })
}

const exportButton = () => screen.getByText(zipEn.export.button, { selector: 'button span' })

describe('Zip example page', { timeout: 60_000 }, () => {
  it('lists what the zip holds and exports the rows as text files', async () => {
    await openZip()
    expect(screen.getByText('20 deliveries')).toBeTruthy()
    for (const name of entryNames) expect(screen.getByText(name, { selector: 'code' })).toBeTruthy()

    const downloads = captureDownloads()
    const user = userEvent.setup()
    const fileName = screen.getByLabelText(sampleEn.fileName.label)
    await user.clear(fileName)
    await user.type(fileName, 'site deliveries.zip')
    await user.click(exportButton())
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 10_000 })
    const [{ name, blob }] = downloads
    expect(name).toBe('site deliveries.zip')
    expect(blob.type).toBe('application/zip')

    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()))
    expect(Object.keys(files)).toEqual(entryNames)
    const csv = strFromU8(files['deliveries.csv'])
      .replace(/^\uFEFF/, '')
      .split('\r\n')
    expect(csv).toHaveLength(22) // the titles, 20 rows, and the empty string after the last CRLF
    expect(csv[0]).toBe(Object.values(sampleEn.columns).join(','))
    const first = records[0]
    expect(csv[1]).toBe(
      [
        first.code,
        first.material,
        first.section,
        first.quantity,
        first.unit,
        first.unitPrice,
        first.date,
      ].join(','),
    )
    const section = records.filter((row) => row.section === sections[0])
    const text = strFromU8(files[`sections/${sections[0]}.txt`])
    expect(text.split('\r\n')[0]).toBe(`${sections[0]}: ${section.length} deliveries`)
    for (const row of section) expect(text).toContain(`${row.code}\t${row.material}`)
    expect(strFromU8(files['README.txt'])).toContain('deliveries.csv: 20 deliveries')
    expect(await screen.findByText('Saved site deliveries.zip')).toBeTruthy()
  })

  it('says so when the zip cannot be written, and downloads nothing', async () => {
    await openZip()
    const downloads = captureDownloads()
    // The writer module loads, then fails on the rows (out of memory, say).
    vi.spyOn(fileExportDeps, 'loadModule').mockResolvedValue({
      writeZip: () => {
        throw new RangeError('Array buffer allocation failed')
      },
    })
    await userEvent.click(exportButton())
    expect(await screen.findByText(zipEn.export.failed, {}, { timeout: 10_000 })).toBeTruthy()
    expect(screen.queryByText('Saved deliveries.zip')).toBeNull()
    expect(downloads).toEqual([])
    // The button is usable again for another try.
    expect(exportButton().closest('button')?.classList.contains('ant-btn-loading')).toBe(false)
  })
})
