import { describe, expect, it, vi } from 'vitest'
import { isModuleGone } from './is-module-gone'

const chunkUrl = 'https://app.example/assets/user-page-B1x.js?retry=5'
const failed = new TypeError(`Failed to fetch dynamically imported module: ${chunkUrl}`)

function answer(status: number, contentType = 'text/javascript') {
  return vi.fn(() =>
    Promise.resolve({ status, headers: new Headers({ 'content-type': contentType }) }),
  )
}

describe('isModuleGone', () => {
  it.each([
    [404, 'text/plain', true],
    [410, 'text/plain', true],
    [200, 'text/html; charset=utf-8', true],
    [200, 'text/javascript', false],
    [304, 'text/html', false],
    [503, 'text/html', false],
    [500, 'text/plain', false],
  ])('%i %s → %s', async (status, contentType, expected) => {
    const fetchFn = answer(status, contentType)
    expect(await isModuleGone(failed, fetchFn)).toBe(expected)
    expect(fetchFn).toHaveBeenCalledExactlyOnceWith(chunkUrl, { method: 'HEAD', cache: 'no-store' })
  })

  it('is false when the probe itself fails (offline)', async () => {
    const fetchFn = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(await isModuleGone(failed, fetchFn)).toBe(false)
  })

  it('asks nothing when the error names no module', async () => {
    const fetchFn = answer(404)
    expect(await isModuleGone(new Error('boom'), fetchFn)).toBe(false)
    expect(fetchFn).not.toHaveBeenCalled()
  })
})
