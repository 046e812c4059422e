import { describe, expect, it } from 'vitest'
import { computeRowWindow } from './row-window'

const base = { count: 500, viewportHeight: 400, rowHeight: 40, overscan: 5 }

describe('computeRowWindow', () => {
  it.each([
    [{ scrollTop: 0 }, { start: 0, end: 15 }], // 10 visible + 5 below
    [{ scrollTop: 4000 }, { start: 95, end: 115 }], // row 100 at the top
    [{ scrollTop: 4020 }, { start: 95, end: 115 }], // half a row further: the same rows
    [{ scrollTop: 19_600 }, { start: 485, end: 500 }], // the end: never past the last row
    [{ scrollTop: 99_999 }, { start: 485, end: 500 }],
    [{ scrollTop: -50 }, { start: 0, end: 15 }],
    [
      { count: 8, scrollTop: 0 },
      { start: 0, end: 8 },
    ], // fewer rows than fit
    [
      { count: 0, scrollTop: 0 },
      { start: 0, end: 0 },
    ],
    [
      { rowHeight: 0, scrollTop: 0, count: 3 },
      { start: 0, end: 3 },
    ], // not measured yet
  ])('%j → %j', (input, expected) => {
    expect(computeRowWindow({ ...base, ...input })).toEqual(expected)
  })
})
