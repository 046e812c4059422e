import { describe, expect, it } from 'vitest'
import { imageObjectUrl, NotAnImageError, toTypedImage } from './typed-image'

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]
const jpeg = [0xff, 0xd8, 0xff, 0xe0, 0, 0]
const svg = [...new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')]

describe('toTypedImage', () => {
  it.each([
    { name: 'PNG', bytes: png, type: 'image/png' },
    { name: 'JPEG', bytes: jpeg, type: 'image/jpeg' },
  ])('types $name by its bytes, whatever the declared type', async ({ bytes, type }) => {
    const blob = await toTypedImage(new Blob([new Uint8Array(bytes)], { type: 'text/html' }))
    expect(blob.type).toBe(type)
    expect(blob.size).toBe(bytes.length)
  })

  it.each([
    { name: 'SVG', bytes: svg },
    { name: 'GIF', bytes: [...new TextEncoder().encode('GIF89a')] },
    { name: 'empty', bytes: [] },
  ])('refuses $name', async ({ bytes }) => {
    await expect(
      toTypedImage(new Blob([new Uint8Array(bytes)], { type: 'image/png' })),
    ).rejects.toBeInstanceOf(NotAnImageError)
  })
})

describe('imageObjectUrl', () => {
  it('gives a URL for a PNG and null for an SVG', async () => {
    expect(await imageObjectUrl(new Blob([new Uint8Array(png)]))).toMatch(/^blob:/)
    expect(await imageObjectUrl(new Blob([new Uint8Array(svg)], { type: 'image/png' }))).toBeNull()
  })
})
