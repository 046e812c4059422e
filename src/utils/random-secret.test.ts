import { describe, expect, it } from 'vitest'
import { randomSecret, toBase64Url } from './random-secret'

describe('toBase64Url', () => {
  it.each([
    [[], ''],
    [[0xfb, 0xff], '-_8'],
    [[0x66, 0x6f, 0x6f], 'Zm9v'],
    [[0x66, 0x6f], 'Zm8'],
  ])('%j → %s', (bytes, expected) => {
    expect(toBase64Url(new Uint8Array(bytes))).toBe(expected)
  })
})

describe('randomSecret', () => {
  it('is 32 random bytes in URL-safe base64 by default', () => {
    const secret = randomSecret()
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(randomSecret()).not.toBe(secret)
  })

  it('takes another length', () => {
    expect(randomSecret(3)).toMatch(/^[A-Za-z0-9_-]{4}$/)
  })
})
