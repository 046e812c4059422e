import { describe, expect, it } from 'vitest'
import {
  hasTooManyRows,
  isTooLarge,
  maxImportBytes,
  maxImportRows,
  readRowLimit,
} from './import-limits'

describe('import limits', () => {
  it('are 10 MB and 50,000 data rows; a reader hands over the header and one row more', () => {
    expect(maxImportBytes).toBe(10_485_760)
    expect(maxImportRows).toBe(50_000)
    expect(readRowLimit).toBe(50_002)
  })

  it.each([
    [0, false],
    [maxImportBytes - 1, false],
    [maxImportBytes, false],
    [maxImportBytes + 1, true],
    [1024 ** 3, true],
  ])('isTooLarge(%i) → %s', (bytes, expected) => {
    expect(isTooLarge(bytes)).toBe(expected)
  })

  it.each([
    [1, false],
    [49_999, false],
    [50_000, false],
    [50_001, true],
  ])('hasTooManyRows(%i) → %s', (rows, expected) => {
    expect(hasTooManyRows(rows)).toBe(expected)
  })
})
