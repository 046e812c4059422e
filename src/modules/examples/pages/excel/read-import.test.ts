import { describe, expect, it, vi } from 'vitest'
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
})
