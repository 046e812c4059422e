import { describe, expect, it } from 'vitest'
import { attachmentType } from './attachment-type.ts'

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p))) // prettier-ignore
const zip = (...names: string[]) => bytes([0x50, 0x4b, 0x03, 0x04], ...names)

describe('attachmentType (magic bytes)', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n'), 'application/pdf'],
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'image/png'],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    ['a DOCX', zip('[Content_Types].xml', 'word/document.xml'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'], // prettier-ignore
    ['an XLSX', zip('[Content_Types].xml', 'xl/workbook.xml'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'], // prettier-ignore
    ['plain text', bytes('计量说明\n'), 'text/plain'],
    ['a bare ZIP', zip('a.txt'), null],
    ['an executable', bytes([0x4d, 0x5a, 0x90, 0]), null],
    ['an empty file', bytes(), null],
  ])('%s', (_, input, expected) => expect(attachmentType(input)).toBe(expected))
})
