import { describe, expect, it } from 'vitest'
import { detectImageType } from './detect-image-type'

const text = (value: string) => new TextEncoder().encode(value)
const bytes = (...values: number[]) => new Uint8Array(values)

describe('detectImageType', () => {
  it.each([
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d), 'image/png'],
    ['PNG signature alone', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'image/png'],
    ['JPEG (JFIF)', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46), 'image/jpeg'],
    ['JPEG (Exif)', bytes(0xff, 0xd8, 0xff, 0xe1, 0x12, 0x34), 'image/jpeg'],
    ['truncated PNG', bytes(0x89, 0x50, 0x4e, 0x47), undefined],
    ['truncated JPEG', bytes(0xff, 0xd8), undefined],
    ['PNG with a wrong byte', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b), undefined],
    ['empty', bytes(), undefined],
    [
      'SVG',
      text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      undefined,
    ],
    ['SVG with an XML prolog', text('<?xml version="1.0"?><svg/>'), undefined],
    ['HTML', text('<!doctype html><script>alert(1)</script>'), undefined],
    ['GIF', text('GIF89a'), undefined],
    ['WebP', text('RIFF\u0000\u0000\u0000\u0000WEBP'), undefined],
    [
      'PNG signature later in the file',
      bytes(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
      undefined,
    ],
    ['JSON error body', text('{"error":{"code":"NotFound"}}'), undefined],
  ])('%s → %s', (_name, input, expected) => {
    expect(detectImageType(input)).toBe(expected)
  })
})
