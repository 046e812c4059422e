import { describe, expect, it } from 'vitest'
import { materialError, quantityError } from './inline-edit-rules'

describe('materialError', () => {
  it.each([
    ['C30 商品混凝土', undefined],
    ['  中砂  ', undefined],
    ['', 'required'],
    ['   ', 'required'],
    [undefined, 'required'],
    [null, 'required'],
    ['x'.repeat(40), undefined],
    ['x'.repeat(41), 'tooLong'],
  ])('%j → %s', (value, expected) => {
    expect(materialError(value)).toBe(expected)
  })
})

describe('quantityError', () => {
  it.each([
    [1, undefined],
    [0.01, undefined],
    [12.5, undefined],
    [12.25, undefined],
    ['3.75', undefined],
    [null, 'required'],
    [undefined, 'required'],
    ['', 'required'],
    [0, 'positive'],
    [-1, 'positive'],
    [Number.NaN, 'positive'],
    ['abc', 'positive'],
    [12.255, 'decimals'],
    [0.001, 'decimals'],
    [1e-7, 'decimals'],
  ])('%j → %s', (value, expected) => {
    expect(quantityError(value)).toBe(expected)
  })
})
