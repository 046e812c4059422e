import { crc32, inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { encodeSolidPng, pngSignature, type Rgb } from './solid-png.ts'

interface Chunk {
  type: string
  data: Buffer
  crcMatches: boolean
}

/** Splits a PNG into its chunks, checking each CRC on the way. */
function readChunks(png: Uint8Array): Chunk[] {
  const bytes = Buffer.from(png)
  const chunks: Chunk[] = []
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at)
    const typeAndData = bytes.subarray(at + 4, at + 8 + length)
    const crc = bytes.readUInt32BE(at + 8 + length)
    chunks.push({
      type: typeAndData.subarray(0, 4).toString('latin1'),
      data: typeAndData.subarray(4),
      crcMatches: crc32(typeAndData) === crc,
    })
    at += 12 + length
  }
  return chunks
}

describe('encodeSolidPng', () => {
  it.each<[number, Rgb]>([
    [1, [0, 0, 0]],
    [32, [22, 119, 255]],
    [128, [250, 140, 22]],
  ])('encodes a %i px square of %j', (size, colour) => {
    const png = encodeSolidPng(size, colour)
    expect(png.subarray(0, 8)).toEqual(pngSignature)
    const chunks = readChunks(png)
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND'])
    expect(chunks.every((c) => c.crcMatches)).toBe(true)

    const ihdr = chunks[0].data
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4)]).toEqual([size, size])
    expect([...ihdr.subarray(8)]).toEqual([8, 2, 0, 0, 0])

    const raw = inflateSync(chunks[1].data)
    expect(raw.length).toBe(size * (1 + size * 3))
    const lastRow = raw.subarray(raw.length - (1 + size * 3))
    expect([...lastRow.subarray(0, 4)]).toEqual([0, ...colour])
    expect([...lastRow.subarray(-3)]).toEqual([...colour])
  })

  it('rejects a size that is not a positive integer', () => {
    expect(() => encodeSolidPng(0, [0, 0, 0])).toThrow(RangeError)
    expect(() => encodeSolidPng(1.5, [0, 0, 0])).toThrow(RangeError)
  })
})
