import type { AbpValidationError } from '@/api/http/api-error'
import type { DocumentSlot, SlotKind } from '../../api/document-template-dtos'
import { clampToPage, type Box } from './slot-geometry-rules'

/**
 * The designer's slots and what it does to them (workflow-api.md §7). Pure. A slot in the
 * designer carries a `uid` of its own, so that a renamed or moved slot keeps its selection and the
 * server's errors stay on it; the `uid` is not sent.
 */
export interface DesignSlot extends DocumentSlot {
  uid: string
}

/** Kinds that draw text: they take a font size and an alignment. */
export const textKinds: readonly SlotKind[] = ['field', 'date', 'number', 'contentHash']

/** What a new slot of each kind measures (points): a line of text, a signature, a seal, a code. */
const defaultSizes: Record<SlotKind, { width: number; height: number }> = {
  field: { width: 160, height: 20 },
  signature: { width: 120, height: 50 },
  seal: { width: 110, height: 110 },
  date: { width: 120, height: 18 },
  number: { width: 140, height: 18 },
  contentHash: { width: 300, height: 12 },
  qr: { width: 80, height: 80 },
}

/** The first free `<kind>-<n>` (keys are unique regardless of case, as the server checks). */
export function freeKey(kind: SlotKind, slots: readonly DocumentSlot[]): string {
  const taken = new Set(slots.map((s) => s.key.toLowerCase()))
  let n = 1
  while (taken.has(`${kind}-${n}`.toLowerCase())) n++
  return `${kind}-${n}`
}

/** The source members a kind reads, kept from `source` where it has them. */
export function sourceFor(
  kind: SlotKind,
  source: DocumentSlot['source'] = {},
): DocumentSlot['source'] {
  if (kind === 'field') return { fieldKey: source.fieldKey ?? '' }
  if (kind === 'signature') return { nodeId: source.nodeId ?? '' }
  if (kind === 'seal') return { nodeId: source.nodeId ?? '', sealIndex: source.sealIndex ?? 0 }
  return undefined
}

/** A new slot of `kind` in the middle of its page, under the next free key. */
export function newSlot(
  kind: SlotKind,
  page: number,
  extent: { width: number; height: number },
  slots: readonly DocumentSlot[],
  uid: string,
): DesignSlot {
  const size = defaultSizes[kind]
  const box = clampToPage({ ...size, x: (extent.width - size.width) / 2, y: (extent.height - size.height) / 2 }, extent) // prettier-ignore
  return withKind({ uid, key: freeKey(kind, slots), kind, page, ...box }, kind)
}

/** The slot as another kind: the new kind's source, text settings only where it draws text. */
export function withKind(slot: DesignSlot, kind: SlotKind): DesignSlot {
  const { source: _source, fontSize, align, ...rest } = slot
  const next: DesignSlot = { ...rest, kind }
  const source = sourceFor(kind, slot.source)
  if (source) next.source = source
  if (textKinds.includes(kind)) {
    if (fontSize !== undefined) next.fontSize = fontSize
    if (align !== undefined) next.align = align
  }
  return next
}

/** The slot with a new box, kept on its page. */
export function withBox(slot: DesignSlot, box: Box, extent: { width: number; height: number }) {
  return { ...slot, ...clampToPage(box, extent) }
}

/** What a save sends: the slots as §7 has them, without the designer's uid. */
export function toSlotInput(slots: readonly DesignSlot[]): DocumentSlot[] {
  return slots.map(({ uid: _uid, ...slot }) => {
    const source = sourceFor(slot.kind, slot.source)
    return source ? { ...slot, source } : (({ source: _s, ...rest }) => rest)(slot)
  })
}

export function toDesignSlots(slots: readonly DocumentSlot[], makeUid: () => string) {
  return slots.map((slot): DesignSlot => ({ ...slot, uid: makeUid() }))
}

/** A slot's members a server error can name, as the properties panel names its inputs. */
export type SlotMember = 'key' | 'kind' | 'page' | 'x' | 'y' | 'width' | 'height' | 'source.fieldKey' | 'source.nodeId' | 'source.sealIndex' | 'fontSize' | 'align' // prettier-ignore

export interface SlotIssues {
  /** uid → member → the server's messages. */
  bySlot: Map<string, Partial<Record<SlotMember, string[]>>>
  /** Messages about the template itself (`name`, `slots`). */
  general: string[]
}

const slotMember = /^slots\[(\d+)\]\.(.+)$/

/**
 * ABP's validationErrors of a save (members `slots[2].width`, camelCase) on the slots that were
 * sent, by their uid (`sent` in the order of the body): the panel shows each on its input.
 */
export function slotIssuesOf(
  errors: readonly AbpValidationError[],
  sent: readonly string[],
): SlotIssues {
  const bySlot: SlotIssues['bySlot'] = new Map()
  const general: string[] = []
  for (const { message, members } of errors) {
    const matches = members.map((m) => slotMember.exec(m)).filter((m) => m !== null)
    if (matches.length === 0) general.push(message)
    for (const [, index, member] of matches) {
      const uid = sent[Number(index)]
      if (uid === undefined) {
        general.push(message)
        continue
      }
      const issues = bySlot.get(uid) ?? {}
      const name = member as SlotMember
      issues[name] = [...(issues[name] ?? []), message]
      bySlot.set(uid, issues)
    }
  }
  return { bySlot, general }
}

/**
 * What a key does to the selected slot's box, on screen in points: arrows move 1 pt, with Shift
 * 10 pt; with Alt they resize from the box's bottom-right corner as drawn. Null: not ours.
 */
export function keyEdit(
  key: string,
  shift: boolean,
  alt: boolean,
): { action: 'move' | 'resize'; x: number; y: number } | null {
  const step = shift ? 10 : 1
  const direction = ({ ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] } as Record<string, [number, number]>)[key] // prettier-ignore
  if (!direction) return null
  return { action: alt ? 'resize' : 'move', x: direction[0] * step, y: direction[1] * step }
}
