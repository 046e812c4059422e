import { describe, expect, it } from 'vitest'
import { findFailedModuleUrl, withRetryQuery } from './module-url'

describe('findFailedModuleUrl', () => {
  it.each([
    [
      new TypeError(
        'Failed to fetch dynamically imported module: http://127.0.0.1:4173/assets/user-page-B1x.js',
      ),
      'http://127.0.0.1:4173/assets/user-page-B1x.js',
    ],
    [
      new TypeError('error loading dynamically imported module: https://app.example/assets/a.js'),
      'https://app.example/assets/a.js',
    ],
    [
      'Failed to fetch dynamically imported module: https://app.example/assets/a.js?v=1',
      'https://app.example/assets/a.js?v=1',
    ],
    [new TypeError('Importing a module script failed.'), undefined],
    [new Error('Unable to preload CSS for https://app.example/assets/a.css'), undefined],
    [new TypeError('Failed to fetch dynamically imported module: javascript:alert(1)'), undefined],
    [new TypeError('Failed to fetch dynamically imported module: not a url'), undefined],
    [new TypeError('Failed to fetch dynamically imported module: '), undefined],
    [undefined, undefined],
    [{ message: 'Failed to fetch dynamically imported module: https://a.example/a.js' }, undefined],
  ])('%s → %s', (error, expected) => {
    expect(findFailedModuleUrl(error)).toBe(expected)
  })
})

describe('withRetryQuery', () => {
  it.each([
    ['https://app.example/assets/a.js', 7, 'https://app.example/assets/a.js?retry=7'],
    ['https://app.example/assets/a.js?v=1', 7, 'https://app.example/assets/a.js?v=1&retry=7'],
    ['https://app.example/assets/a.js?retry=1', 9, 'https://app.example/assets/a.js?retry=9'],
  ])('%s at %i → %s', (url, stamp, expected) => {
    expect(withRetryQuery(url, stamp)).toBe(expected)
  })
})
