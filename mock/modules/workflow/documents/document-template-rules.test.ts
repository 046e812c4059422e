import { describe, expect, it } from 'vitest'
import { misplacedSlotKeys, readSlots } from './document-template-rules.ts'

/** The slots' rules (workflow-api.md §7): every problem on its member, all of them together. */
const a4 = { width: 595, height: 842 }
const pages = [a4, { width: 535, height: 742 }]
const slot = (more: Record<string, unknown> = {}) => ({ key: 'date', kind: 'date', page: 1, x: 10, y: 10, width: 100, height: 20, ...more }) // prettier-ignore
const members = (raw: unknown, on = pages) =>
  readSlots(raw, on).issues.map((i) => `${i.member} ${i.rule} ${i.args.join(',')}`.trim())

describe('readSlots', () => {
  it.each([
    ['no slots', undefined, []],
    ['a valid date slot', [slot()], []],
    ['not an array', 'date', ['slots V5']],
    ['not an object', [42], ['slots[0] V5']],
    ['an empty key', [slot({ key: ' ' })], ['slots[0].key V1']],
    ['a duplicate key (case-insensitive)', [slot(), slot({ key: 'DATE' })], ['slots[1].key V5']],
    ['an unknown kind', [slot({ kind: 'stamp' })], ['slots[0].kind V5']],
    ['no kind', [slot({ kind: undefined })], ['slots[0].kind V1']],
    ['a page beyond the count', [slot({ page: 3 })], ['slots[0].page V3 1,2']],
    ['page 0', [slot({ page: 0 })], ['slots[0].page V3 1,2']],
    ['a page that is no integer', [slot({ page: 1.5 })], ['slots[0].page V5']],
    ['a negative x', [slot({ x: -1 })], ['slots[0].x V3 0,595']],
    ['a zero width', [slot({ width: 0 })], ['slots[0].width V3 0,585']],
    ['a box past the right edge', [slot({ x: 500, width: 100 })], ['slots[0].width V3 0,95']],
    ['a box past the top of page 2', [slot({ page: 2, y: 700, height: 50 })], ['slots[0].height V3 0,42']], // prettier-ignore
    ['a box that fits page 1 only', [slot({ page: 2, x: 500 })], ['slots[0].width V3 0,35']],
    ['a height that is text', [slot({ height: '20' })], ['slots[0].height V5']],
    ['no width', [slot({ width: null })], ['slots[0].width V1']],
    ['a field without fieldKey', [slot({ kind: 'field' })], ['slots[0].source.fieldKey V1']],
    ['a signature without nodeId', [slot({ kind: 'signature', source: { fieldKey: 'a' } })], ['slots[0].source.nodeId V1']], // prettier-ignore
    ['a seal without anything', [slot({ kind: 'seal' })], ['slots[0].source.nodeId V1', 'slots[0].source.sealIndex V1']], // prettier-ignore
    ['a seal index below 0', [slot({ kind: 'seal', source: { nodeId: 'n', sealIndex: -1 } })], ['slots[0].source.sealIndex V3 0,2147483647']], // prettier-ignore
    ['a fontSize of 3', [slot({ fontSize: 3 })], ['slots[0].fontSize V3 4,72']],
    ['a fontSize of 73', [slot({ fontSize: 73 })], ['slots[0].fontSize V3 4,72']],
    ['an align of justify', [slot({ align: 'justify' })], ['slots[0].align V5']],
    ['several problems at once', [slot({ key: '', page: 9, x: -2 }), slot({ fontSize: 100 })], ['slots[0].key V1', 'slots[0].page V3 1,2', 'slots[0].x V5', 'slots[1].fontSize V3 4,72']], // prettier-ignore
  ])('%s', (_name, raw, expected) => {
    expect(members(raw)).toEqual(expected)
  })

  it('takes no slot before the base PDF is uploaded (no pages)', () => {
    expect(members([slot()], [])).toEqual(['slots V6 0'])
    expect(members([], [])).toEqual([])
  })

  it('keeps a slot at the page edge although the CropBox was read with float noise', () => {
    expect(members([slot({ x: 0, y: 0, width: 595, height: 842 })], [{ width: 595, height: 841.9999999999 }])).toEqual([]) // prettier-ignore
  })

  it('stores trimmed slots with only the members their kind reads', () => {
    const raw = [
      slot({ key: ' total ', kind: 'field', source: { fieldKey: ' total ', nodeId: 'x' }, align: 'right' }), // prettier-ignore
      slot({ key: 'seal', kind: 'seal', source: { nodeId: 'seals', sealIndex: 1 }, fontSize: 9 }),
      slot({ key: 'qr', kind: 'qr', source: { nodeId: 'x' } }),
    ]
    expect(readSlots(raw, pages).slots).toEqual([
      { key: 'total', kind: 'field', page: 1, x: 10, y: 10, width: 100, height: 20, source: { fieldKey: 'total' }, align: 'right' }, // prettier-ignore
      { key: 'seal', kind: 'seal', page: 1, x: 10, y: 10, width: 100, height: 20, source: { nodeId: 'seals', sealIndex: 1 }, fontSize: 9 }, // prettier-ignore
      { key: 'qr', kind: 'qr', page: 1, x: 10, y: 10, width: 100, height: 20 },
    ])
  })
})

describe('misplacedSlotKeys', () => {
  it('names the slots a new base PDF leaves off its pages', () => {
    const slots = readSlots([slot(), slot({ key: 'p2', page: 2 }), slot({ key: 'wide', x: 500, width: 90 })], pages).slots // prettier-ignore
    expect(misplacedSlotKeys(slots, pages)).toEqual([])
    expect(misplacedSlotKeys(slots, [{ width: 560, height: 842 }])).toEqual(['p2', 'wide'])
  })
})
