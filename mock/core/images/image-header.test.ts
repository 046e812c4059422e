import { describe, expect, it } from 'vitest'
import { readImageHeader } from './image-header.ts'
import { jpegHeader } from '../testing/test-images.ts'
import { encodeSolidPng } from './solid-png.ts'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('readImageHeader', () => {
  it.each([
    ['a PNG', encodeSolidPng(40, [0, 0, 0]), { type: 'image/png', width: 40, height: 40 }],
    ['a baseline JPEG', jpegHeader(640, 480), { type: 'image/jpeg', width: 640, height: 480 }],
    ['a progressive JPEG', jpegHeader(33, 5000, 0xc2), { type: 'image/jpeg', width: 33, height: 5000 }],
    ['a truncated PNG', encodeSolidPng(40, [0, 0, 0]).subarray(0, 12), { type: 'image/png', width: null, height: null }],
    ['a JPEG without a frame', Uint8Array.of(0xff, 0xd8, 0xff, 0xd9), { type: 'image/jpeg', width: null, height: null }],
  ])('reads %s', (_name, image, expected) => {
    expect(readImageHeader(image)).toEqual(expected)
  })

  it.each([
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['GIF', bytes('GIF89a\x01\x00\x01\x00')],
    ['WebP', bytes('RIFF\x00\x00\x00\x00WEBPVP8 ')],
    ['BMP', bytes('BM\x00\x00')],
    ['PDF', bytes('%PDF-1.7')],
    ['nothing', new Uint8Array()],
  ])('refuses %s', (_name, image) => {
    expect(readImageHeader(image)).toBeNull()
  })
}) // prettier-ignore
