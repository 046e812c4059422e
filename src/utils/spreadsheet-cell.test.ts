import { describe, expect, it } from 'vitest'
import { isFormulaText, neutraliseFormula, toSheetText } from './spreadsheet-cell'

describe('neutraliseFormula', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['=HYPERLINK("http://evil.example")', `'=HYPERLINK("http://evil.example")`],
    ['+86 138 0000 0000', "'+86 138 0000 0000"],
    ['-2.5', "'-2.5"],
    ['-', "'-"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+2', "'\t=1+2"],
    ['\r=1+2', "'\r=1+2"],
    ['', ''],
    ['SD-00001', 'SD-00001'],
    ['C30 商品混凝土', 'C30 商品混凝土'],
    [' =1+2', ' =1+2'],
    ['a=b', 'a=b'],
    ["'quoted", "'quoted"],
    ['\n=1', '\n=1'],
  ])('%j → %j', (text, expected) => {
    expect(neutraliseFormula(text)).toBe(expected)
    expect(isFormulaText(text)).toBe(expected !== text)
  })
})

describe('toSheetText', () => {
  it.each([
    ['=cmd', "'=cmd"],
    ['plain', 'plain'],
    [-2.5, '-2.5'],
    [0, '0'],
    [1e21, '1e+21'],
    [true, 'TRUE'],
    [false, 'FALSE'],
    [null, ''],
    [undefined, ''],
    [new Date(Date.UTC(2026, 0, 5)), '2026-01-05'],
    [new Date(Date.UTC(2026, 0, 5, 14, 30, 5)), '2026-01-05 14:30:05'],
    [new Date(Number.NaN), ''],
  ])('%j → %j', (value, expected) => {
    expect(toSheetText(value)).toBe(expected)
  })
})
