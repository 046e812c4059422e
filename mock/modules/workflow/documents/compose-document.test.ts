import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFDocument, PDFName } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import {
  liesWithin,
  readCropBoxes,
  readImagePlacements,
} from '../../../core/testing/pdf-image-placements.ts'
import { composeDocument } from './compose-document.ts'
import { documentFont } from './document-font.ts'
import { embeddedFontName, type DocumentSlot } from './document-types.ts'
import { basePdf, content, slots } from './three-page-fixture.ts'

describe('composeDocument', () => {
  it('gives the same bytes for the same inputs, with fixed metadata, id and font name', async () => {
    const base = await basePdf()
    const first = await composeDocument(base, slots, content, documentFont())
    const second = await composeDocument(base, slots, content, documentFont())
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true)
    const read = await PDFDocument.load(first, { updateMetadata: false })
    expect(read.getPageCount()).toBe(3)
    expect(read.getTitle()).toBe(content.title)
    expect(read.getCreationDate()?.toISOString()).toBe('2024-07-30T16:20:00.000Z')
    const text = Buffer.from(first).toString('latin1')
    expect(text).toContain(`/BaseFont /${embeddedFontName}`)
    expect(text).not.toMatch(/\/BaseFont \/[A-Z]{6}\+/)
    expect(read.context.trailerInfo.ID?.toString()).toContain('<3a0f6c1eb5a14c229d03000000000042>')
  })

  it('embeds each image once and composes a three-page document with six images in under 500 ms (font loaded)', async () => {
    const base = await basePdf()
    await composeDocument(base, slots, content, documentFont())
    const times: number[] = []
    for (let run = 0; run < 3; run += 1) {
      const start = performance.now()
      await composeDocument(base, slots, content, documentFont())
      times.push(performance.now() - start)
    }
    expect(Math.min(...times)).toBeLessThan(500)
    const read = await PDFDocument.load(await composeDocument(base, slots, content, documentFont()))
    const xObjects = read.getPages().flatMap((page) => page.node.Resources()?.lookup(PDFName.of('XObject'))?.toString().match(/Image-/g) ?? []) // prettier-ignore
    expect(xObjects.length).toBe(6)
  })

  it('paints exactly the images the slots call for, each within 2 pt of its slot on its page, turned and offset pages included', async () => {
    const bytes = await composeDocument(await basePdf(), slots, content, documentFont())
    const crops = await readCropBoxes(bytes)
    const imageSlots = slots.filter((slot) => slot.kind === 'signature' || slot.kind === 'seal')
    // A slot is CropBox-relative: in user space it is moved by the CropBox's corner (page 2's is offset).
    const inUserSpace = (slot: DocumentSlot) => ({ ...slot, x: crops[slot.page - 1].x + slot.x, y: crops[slot.page - 1].y + slot.y }) // prettier-ignore
    const painted = await readImagePlacements(bytes)
    const found = painted.map((image) => imageSlots.filter((slot) => slot.page === image.page && liesWithin(image.box, inUserSpace(slot), 2)).map((slot) => slot.key)) // prettier-ignore
    expect(found).toEqual(painted.map(() => [expect.any(String)]))
    const perSlot = Object.fromEntries(imageSlots.map((slot) => [slot.key, found.filter(([key]) => key === slot.key).length])) // prettier-ignore
    expect(perSlot).toEqual({ chief: 1, countersign: 3, 'supervisor-seal': 1, 'owner-seal': 1 })
    // Each image keeps its proportions (the square test images stay square) and its own pixels.
    for (const image of painted) expect(image.box.width).toBeCloseTo(image.box.height, 3)
    expect(painted.map((image) => image.pixels.width).sort((a, b) => a - b)).toEqual([
      64, 72, 80, 96, 120, 128,
    ])
  })

  it('renders the Chinese field value with ink, not only as extractable text (poppler, 72 dpi)', async () => {
    const bytes = await composeDocument(await basePdf(), slots, content, documentFont())
    const page = renderGrey(bytes, 1)
    const section = slots.find((slot) => slot.key === 'section')!
    expect(content.fields.htdId).toMatch(/^[\u4e00-\u9fff]+$/)
    // Dark pixels where 东环高速一标段 is written; none in the blank band beneath it.
    expect(darkPixels(page, section)).toBeGreaterThan(100)
    expect(darkPixels(page, { ...section, y: section.y - 40 })).toBe(0)
  })
})

interface GreyImage {
  width: number
  height: number
  pixels: Uint8Array
}

/** One page rendered by poppler's pdftoppm (Debian's poppler-utils) as 8-bit grey, 1 px per pt. */
function renderGrey(pdf: Uint8Array, page: number): GreyImage {
  const dir = mkdtempSync(join(tmpdir(), 'document-ink-'))
  try {
    writeFileSync(join(dir, 'document.pdf'), pdf)
    execFileSync('pdftoppm', ['-gray', '-r', '72', '-f', String(page), '-l', String(page), '-singlefile', join(dir, 'document.pdf'), join(dir, 'page')]) // prettier-ignore
    const pgm = readFileSync(join(dir, 'page.pgm'))
    // P5 header: magic, width, height, maximum, each followed by one whitespace.
    const header = pgm.toString('latin1', 0, 64).match(/^P5\s+(\d+)\s+(\d+)\s+\d+\s/)!
    return { width: Number(header[1]), height: Number(header[2]), pixels: pgm.subarray(header[0].length) } // prettier-ignore
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Pixels darker than mid-grey inside a box of the page (PDF points, origin bottom-left). */
function darkPixels(
  image: GreyImage,
  box: { x: number; y: number; width: number; height: number },
): number {
  let count = 0
  for (
    let row = Math.round(image.height - box.y - box.height);
    row < image.height - box.y;
    row += 1
  ) {
    for (let column = Math.round(box.x); column < box.x + box.width; column += 1) {
      if (image.pixels[row * image.width + column] < 128) count += 1
    }
  }
  return count
}
