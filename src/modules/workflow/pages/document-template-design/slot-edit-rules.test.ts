import { describe, expect, it } from 'vitest'
import type { DocumentSlot } from '../../api/document-template-dtos'
import {
  freeKey,
  keyEdit,
  newSlot,
  slotIssuesOf,
  toDesignSlots,
  toSlotInput,
  withBox,
  withKind,
  type DesignSlot,
} from './slot-edit-rules'

const a4 = { width: 595.28, height: 841.89 }
const slot = (over: Partial<DesignSlot>): DesignSlot => ({
  uid: 'u1',
  key: 'total',
  kind: 'field',
  page: 1,
  x: 10,
  y: 10,
  width: 100,
  height: 20,
  source: { fieldKey: 'total' },
  ...over,
})

describe('new slots', () => {
  it.each([
    ['none yet', [], 'signature-1'],
    ['the first taken', ['signature-1'], 'signature-2'],
    ['taken in another case', ['SIGNATURE-1', 'signature-2'], 'signature-3'],
    ['a gap', ['signature-2'], 'signature-1'],
  ])('freeKey: %s', (_label, keys, expected) => {
    expect(
      freeKey(
        'signature',
        keys.map((key) => slot({ key })),
      ),
    ).toBe(expected)
  })

  it.each([
    ['field', { width: 160, height: 20 }, { fieldKey: '' }],
    ['signature', { width: 120, height: 50 }, { nodeId: '' }],
    ['seal', { width: 110, height: 110 }, { nodeId: '', sealIndex: 0 }],
    ['date', { width: 120, height: 18 }, undefined],
    ['number', { width: 140, height: 18 }, undefined],
    ['contentHash', { width: 300, height: 12 }, undefined],
    ['qr', { width: 80, height: 80 }, undefined],
  ] as const)(
    'a %s slot: its size, in the middle of the page, its source',
    (kind, size, source) => {
      const made = newSlot(kind, 2, a4, [], 'n1')
      expect(made).toMatchObject({ uid: 'n1', key: `${kind}-1`, kind, page: 2, ...size })
      expect(made.source).toEqual(source)
      expect(made.x).toBeCloseTo((a4.width - size.width) / 2, 1)
      expect(made.y).toBeCloseTo((a4.height - size.height) / 2, 1)
    },
  )

  it('a slot larger than a small page is the page', () => {
    expect(newSlot('contentHash', 1, { width: 200, height: 100 }, [], 'n')).toMatchObject({ x: 0, width: 200 }) // prettier-ignore
  })
})

describe('edits', () => {
  it.each([
    ['field → seal: a node and the first seal', 'seal', { nodeId: '', sealIndex: 0 }, undefined],
    ['field → date: no source, text settings kept', 'date', undefined, 9],
    ['field → qr: no source, no text settings', 'qr', undefined, undefined],
  ] as const)('withKind: %s', (_label, kind, source, fontSize) => {
    const changed = withKind(slot({ fontSize: 9, align: 'center' }), kind)
    expect(changed.kind).toBe(kind)
    expect(changed.source).toEqual(source)
    expect(changed.fontSize).toBe(fontSize)
  })

  it('withKind keeps the node of a signature turned into a seal', () => {
    const signature = slot({ kind: 'signature', source: { nodeId: 'chief' } })
    expect(withKind(signature, 'seal').source).toEqual({ nodeId: 'chief', sealIndex: 0 })
  })

  it('withBox keeps the box on its page', () => {
    expect(withBox(slot({}), { x: 590, y: -3, width: 100, height: 20 }, a4)).toMatchObject({ x: 495.28, y: 0 }) // prettier-ignore
  })

  it('the body has no uid and only the source its kind reads', () => {
    const sent = toSlotInput([
      slot({ uid: 'a' }),
      slot({ uid: 'b', key: 'qr', kind: 'qr', source: { fieldKey: 'stale' } }),
    ])
    expect(sent).toEqual([
      { key: 'total', kind: 'field', page: 1, x: 10, y: 10, width: 100, height: 20, source: { fieldKey: 'total' } },
      { key: 'qr', kind: 'qr', page: 1, x: 10, y: 10, width: 100, height: 20 },
    ]) // prettier-ignore
  })

  it('slots read from the server get a uid each', () => {
    let n = 0
    const read: DocumentSlot[] = [
      { key: 'a', kind: 'qr', page: 1, x: 0, y: 0, width: 9, height: 9 },
    ]
    expect(toDesignSlots(read, () => `u${++n}`)[0].uid).toBe('u1')
  })
})

describe('the server’s validation errors', () => {
  it('go on the slot that was sent at their index, by member; the rest are general', () => {
    const issues = slotIssuesOf(
      [
        { message: 'Width must be between 0 and 95.', members: ['slots[1].width'] },
        { message: 'FieldKey is required.', members: ['slots[0].source.fieldKey'] },
        { message: 'X is out of range.', members: ['slots[1].x'] },
        { message: 'Name is required.', members: ['name'] },
        { message: 'Too many.', members: ['slots[9].key'] },
      ],
      ['a', 'b'],
    )
    expect(issues.bySlot.get('a')).toEqual({ 'source.fieldKey': ['FieldKey is required.'] })
    expect(issues.bySlot.get('b')).toEqual({ width: ['Width must be between 0 and 95.'], x: ['X is out of range.'] }) // prettier-ignore
    expect(issues.general).toEqual(['Name is required.', 'Too many.'])
  })
})

describe('keys', () => {
  it.each([
    ['ArrowRight', false, false, { action: 'move', x: 1, y: 0 }],
    ['ArrowUp', true, false, { action: 'move', x: 0, y: -10 }],
    ['ArrowLeft', false, true, { action: 'resize', x: -1, y: 0 }],
    ['ArrowDown', true, true, { action: 'resize', x: 0, y: 10 }],
    ['Enter', false, false, null],
  ] as const)('%s (shift %s, alt %s)', (key, shift, alt, expected) => {
    expect(keyEdit(key, shift, alt)).toEqual(expected)
  })
})
