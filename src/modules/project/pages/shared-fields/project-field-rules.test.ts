import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { isDateOrderValid, isValidCode } from './project-field-rules'

describe('isValidCode', () => {
  it.each([
    ['DHGS-2023', true],
    ['DH01', true],
    ['a_b-c', true],
    ['7', true],
    ['-DH', false],
    ['_DH', false],
    ['DH 01', false],
    ['东环01', false],
    ['DH.01', false],
    ['', false],
  ])('%j → %s', (code, expected) => {
    expect(isValidCode(code)).toBe(expected)
  })
})

describe('isDateOrderValid', () => {
  const day = (text: string) => dayjs(text)
  it.each([
    ['both empty', null, null, true],
    ['only a start', day('2024-03-01'), undefined, true],
    ['only an end', undefined, day('2024-03-01'), true],
    ['end after start', day('2024-03-01'), day('2024-03-02'), true],
    ['the same day', day('2024-03-01T00:00:00'), day('2024-03-01T00:00:00'), true],
    ['the same day, later time', day('2024-03-01T18:00:00'), day('2024-03-01T08:00:00'), true],
    ['end before start', day('2024-03-02'), day('2024-03-01'), false],
    ['a year earlier', day('2025-01-01'), day('2024-12-31'), false],
  ])('%s', (_case, start, end, expected) => {
    expect(isDateOrderValid(start, end)).toBe(expected)
  })
})
