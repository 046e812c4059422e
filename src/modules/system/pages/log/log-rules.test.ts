import { describe, expect, it } from 'vitest'
import {
  changeTypeKey,
  changeValue,
  durationLevel,
  prettyJson,
  shortTypeName,
  statusColor,
} from './log-rules'

describe('statusColor', () => {
  it.each([
    [200, 'success'],
    [204, 'success'],
    [302, 'processing'],
    [400, 'warning'],
    [404, 'warning'],
    [500, 'error'],
    [503, 'error'],
    [null, 'default'],
  ])('%s → %s', (code, color) => {
    expect(statusColor(code)).toBe(color)
  })
})

describe('durationLevel', () => {
  it.each([
    [0, 'normal'],
    [299, 'normal'],
    [300, 'slow'],
    [999, 'slow'],
    [1000, 'verySlow'],
    [8000, 'verySlow'],
  ])('%s ms → %s', (ms, level) => {
    expect(durationLevel(ms)).toBe(level)
  })
})

describe('prettyJson', () => {
  it.each([
    ['{"input":{"name":"a"}}', '{\n  "input": {\n    "name": "a"\n  }\n}'],
    ['{"cut":"off', '{"cut":"off'],
    ['', ''],
    [null, ''],
  ])('%j', (text, shown) => {
    expect(prettyJson(text)).toBe(shown)
  })
})

describe('changeValue', () => {
  it.each([
    ['"Jon"', 'Jon'],
    ['""', ''],
    ['42', '42'],
    ['true', 'true'],
    ['["a","b"]', '["a","b"]'],
    ['null', null],
    [null, null],
    ['not json', 'not json'],
  ])('%j → %j', (json, shown) => {
    expect(changeValue(json)).toBe(shown)
  })
})

describe('entity names', () => {
  it('names change types and short type names', () => {
    expect([0, 1, 2].map((t) => changeTypeKey(t as 0 | 1 | 2))).toEqual([
      'created',
      'updated',
      'deleted',
    ])
    expect(shortTypeName('Volo.Abp.Identity.IdentityUser')).toBe('IdentityUser')
    expect(shortTypeName('Plain')).toBe('Plain')
  })
})
