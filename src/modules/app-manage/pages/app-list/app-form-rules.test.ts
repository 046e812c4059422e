import { describe, expect, it } from 'vitest'
import type { AppDto } from '@/modules/app-manage/api/app-dtos'
import { appCodePattern, toAppInput, toEnabledUpdate } from './app-form-rules'

describe('appCodePattern', () => {
  it.each([
    ['quality', true],
    ['Lab_testing-2', true],
    ['q', true],
    ['2quality', false],
    ['_quality', false],
    ['quality app', false],
    ['质量', false],
    ['', false],
  ])('%j → %s', (code, expected) => {
    expect(appCodePattern.test(code)).toBe(expected)
  })
})

describe('toAppInput', () => {
  it('trims the address and sends empty optional values as null', () => {
    expect(
      toAppInput({
        name: '质量管理',
        code: 'quality',
        url: ' https://apps.example.com/quality ',
        icon: ' ',
        clientId: '',
        description: '  ',
        type: 1,
        enabled: true,
        sort: 0,
      }),
    ).toEqual({
      name: '质量管理',
      code: 'quality',
      url: 'https://apps.example.com/quality',
      icon: null,
      clientId: null,
      description: null,
      type: 1,
      enabled: true,
      sort: 0,
    })
  })
})

describe('toEnabledUpdate', () => {
  it('sends every editable field as the row holds it, the new flag and the row’s stamp', () => {
    const row: AppDto = {
      id: 'a1',
      name: '安全管理',
      code: 'safety',
      icon: 'safety',
      url: 'https://apps.example.com/safety',
      type: 1,
      clientId: 'Safety_App',
      enabled: true,
      sort: 2,
      description: null,
      placementCount: 3,
      concurrencyStamp: 'stamp1',
      creationTime: '2024-01-01T00:00:00',
    }
    expect(toEnabledUpdate(row, false)).toEqual({
      name: '安全管理',
      code: 'safety',
      icon: 'safety',
      url: 'https://apps.example.com/safety',
      type: 1,
      clientId: 'Safety_App',
      enabled: false,
      sort: 2,
      description: null,
      concurrencyStamp: 'stamp1',
    })
  })
})
