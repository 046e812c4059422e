import { describe, expect, it } from 'vitest'
import { csvField, toCsv, toTabSeparated } from './csv-text'

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['C30 商品混凝土', 'C30 商品混凝土'],
    ['12.5', '12.5'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    [' padded', '" padded"'],
    ['padded ', '"padded "'],
  ])('%j → %j', (text, expected) => {
    expect(csvField(text)).toBe(expected)
  })

  it('ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b,c'],
        ['1', '2'],
      ]),
    ).toBe('a,"b,c"\r\n1,2\r\n')
    expect(toCsv([])).toBe('')
  })
})

describe('toCsv and toTabSeparated', () => {
  const rows = [
    ['Code', 'Note', 'Quantity', 'Date', 'Checked', 'Blank'],
    ['=1+2', '-minus', -2.5, new Date(Date.UTC(2026, 0, 5)), true, null],
    ['@cmd', '\tTab first', 0, new Date(Date.UTC(2026, 0, 5, 8, 30)), false, undefined],
  ]

  it('neutralises texts that could start a formula and keeps typed values', () => {
    expect(toCsv(rows)).toBe(
      'Code,Note,Quantity,Date,Checked,Blank\r\n' +
        "'=1+2,'-minus,-2.5,2026-01-05,TRUE,\r\n" +
        "'@cmd,'\tTab first,0,2026-01-05 08:30:00,FALSE,\r\n",
    )
  })

  it('writes tab-separated lines, a tab or line break inside a cell as a space', () => {
    expect(toTabSeparated(rows.slice(1))).toBe(
      "'=1+2\t'-minus\t-2.5\t2026-01-05\tTRUE\t\r\n" +
        "'@cmd\t' Tab first\t0\t2026-01-05 08:30:00\tFALSE\t\r\n",
    )
    expect(toTabSeparated([['two\nlines', 'a\tb'], []])).toBe('two lines\ta b\r\n\r\n')
  })
})
