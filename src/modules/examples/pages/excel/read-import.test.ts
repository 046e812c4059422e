import { describe, expect, it, vi } from 'vitest'
import { maxImportBytes, maxImportRows } from './import-limits'
import { readCsv } from './read-csv'
import { readImport, type SheetReader } from './read-import'

const csv = new File(['Code,Material\r\nSD-1,中砂\r\n'], 'deliveries.csv', { type: 'text/csv' })
const zipHead = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])
const xlsx = new File([zipHead], 'deliveries.xlsx')
const reader = (read: SheetReader) => () => Promise.resolve(read)
// What a failed dynamic import rejects with in Chromium when the chunk cannot be fetched.
const offline = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/read-csv.js'))

describe('readImport', () => {
  it('previews what the reader of the file kind returns', async () => {
    const load = vi.fn(reader(() => Promise.resolve([['Code'], ['SD-1']])))
    expect(await readImport(csv, load)).toEqual({
      preview: {
        columns: [{ key: 'c0', title: 'Code', position: 1 }],
        rows: [{ key: '1', c0: 'SD-1' }],
        total: 1,
      },
    })
    expect(load).toHaveBeenCalledWith('csv')
  })

  it.each([
    ['the reader cannot be loaded', csv, offline, 'readerUnavailable'],
    ['the xlsx reader cannot be loaded', xlsx, offline, 'readerUnavailable'],
    [
      'the reader fails on the file',
      xlsx,
      reader(() => Promise.reject(new Error('bad zip'))),
      'unreadable',
    ],
    ['the sheet has no data row', csv, reader(() => Promise.resolve([['Code']])), 'empty'],
  ])('names the problem when %s', async (_case, file, load, problem) => {
    expect(await readImport(file, load)).toEqual({ problem })
  })

  it('refuses a wrong type before loading any reader', async () => {
    const load = vi.fn(offline)
    expect(await readImport(new File(['a'], 'notes.txt'), load)).toEqual({ problem: 'wrongType' })
    expect(load).not.toHaveBeenCalled()
  })

  it('reads a real CSV with the reader it loads', async () => {
    expect(await readImport(csv)).toMatchObject({ preview: { total: 1 } })
  })

  it('refuses a file over 10 MB before reading it, and takes one of exactly 10 MB', async () => {
    const load = vi.fn(reader(() => Promise.resolve([['Code'], ['SD-1']])))
    const sized = (bytes: number) => new File([new Uint8Array(bytes).fill(0x41)], 'big.csv')
    expect(await readImport(sized(maxImportBytes + 1), load)).toEqual({ problem: 'tooLarge' })
    expect(load).not.toHaveBeenCalled()
    expect(await readImport(sized(maxImportBytes), load)).toMatchObject({ preview: { total: 1 } })
  })

  it('refuses more than 50,000 data rows, blank rows not counted', async () => {
    const rows = (count: number) => [['n'], [], ...Array.from({ length: count }, (_, i) => [i])]
    const read = vi.fn<SheetReader>(() => Promise.resolve(rows(maxImportRows)))
    expect(await readImport(csv, reader(read))).toMatchObject({ preview: { total: 50_000 } })
    expect(read).toHaveBeenCalledWith(csv, 50_002)
    const over = reader(() => Promise.resolve(rows(maxImportRows + 1)))
    expect(await readImport(csv, over)).toEqual({ problem: 'tooManyRows' })
  })

  it('refuses a real CSV of 50,001 data rows and takes one of 50,000', async () => {
    const lines = Array.from({ length: maxImportRows + 1 }, (_, i) => `SD-${i},${i}`)
    const big = new File([`Code,Quantity\r\n${lines.join('\r\n')}`], 'big.csv')
    expect(await readImport(big)).toEqual({ problem: 'tooManyRows' })
    const exact = new File([`Code,Quantity\r\n${lines.slice(1).join('\r\n')}`], 'exact.csv')
    expect(await readImport(exact)).toMatchObject({ preview: { total: 50_000 } })
  })
})

describe('readCsv', () => {
  it('hands over at most maxRows rows, blank ones not counted', async () => {
    const file = new File(['a,b\r\n\r\n , \r\n1,2\r\n3,4\r\n5,6\r\n'], 'x.csv')
    expect(await readCsv(file, 3)).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ])
    expect(await readCsv(file)).toHaveLength(4)
  })
})
