import type { FormInstance } from 'antd'
import { describe, expect, it } from 'vitest'
import { hasUnsavedChanges, sameValues } from './use-crud-form'

function formWith(touched: boolean, values: Record<string, unknown>) {
  return { isFieldsTouched: () => touched, getFieldsValue: () => values } as unknown as FormInstance
}

describe('hasUnsavedChanges', () => {
  it.each([
    ['untouched', false, { name: 'b' }, { name: 'a' }, false],
    ['a typed name', true, { name: 'b' }, { name: 'a' }, true],
    ['typed and typed back', true, { name: 'a', sort: 0 }, { name: 'a', sort: 0 }, false],
    ['a control that settled its own value', true, { sort: 0 }, { sort: 0 }, false],
    ['cleared where nothing was', true, { description: '' }, { description: null }, false],
    ['a new record with a name', true, { name: 'x', sort: 0 }, { sort: 0 }, true],
    ['a list changed', true, { roles: ['a', 'b'] }, { roles: ['a'] }, true],
  ])('%s', (_name, touched, values, initial, expected) => {
    expect(hasUnsavedChanges(formWith(touched, values), initial)).toBe(expected)
  })
})

describe('sameValues', () => {
  const cycle: Record<string, unknown> = {}
  cycle.self = cycle
  it.each([
    ['defaults written again inline', { note: '', mode: 1 }, { note: '', mode: 1 }, true],
    ['a record read again unchanged', { name: 'a', roles: ['x'] }, { name: 'a', roles: ['x'] }, true], // prettier-ignore
    ['a changed value', { name: 'a' }, { name: 'b' }, false],
    ['a date the same instant', { at: new Date(0) }, { at: new Date(0) }, true],
    ['nothing applied yet', { note: '' }, undefined, false],
    ['not JSON, another object', cycle, { self: {} }, false],
    ['not JSON, the same object', cycle, cycle, true],
  ])('%s', (_name, a, b, expected) => {
    expect(sameValues(a, b)).toBe(expected)
  })
})
