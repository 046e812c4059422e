import type { ValidationIssue } from '../../../core/crud/validation.ts'
import { isRecord } from '../../../core/http/mock-http.ts'
import type { DocumentSlot } from './document-types.ts'

/**
 * A document template's slots (workflow-api.md §7) checked against its base PDF's pages. Pure.
 * Boxes are in the unrotated CropBox space, so a page's size is its CropBox's width and height.
 * Every problem is an issue on its member (`slots[2].width`), all of them together; a template
 * without a base PDF yet (no pages) takes no slots.
 */
export interface PageSize {
  width: number
  height: number
}

export const maxSlots = 200
const maxKeyLength = 64
const kinds: readonly unknown[] = ['field', 'signature', 'seal', 'date', 'number', 'contentHash', 'qr'] // prettier-ignore
const aligns: readonly unknown[] = ['left', 'center', 'right']
// Float noise of a CropBox read from a file (841.8900000000001) must not refuse a slot at its edge.
const tolerance = 1e-6

type Raw = Record<string, unknown>

function issue(member: string, rule: ValidationIssue['rule'], ...args: number[]): ValidationIssue {
  return { member, rule, args: args.map((arg) => String(Math.round(arg * 100) / 100)) }
}

const absent = (value: unknown) => value === undefined || value === null
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** A required number: V1 when absent, V5 when not a number. */
function numberIssue(raw: Raw, name: string, at: string): ValidationIssue | null {
  if (absent(raw[name])) return issue(`${at}.${name}`, 'V1')
  return isNumber(raw[name]) ? null : issue(`${at}.${name}`, 'V5')
}

/**
 * One axis of the box: its start (`x`) in 0..extent and its size (`width`) in (0, extent − start].
 * Without a known page (`extent` null) only the signs are checked (V5).
 */
function axisIssues(
  raw: Raw,
  [start, size]: ['x', 'width'] | ['y', 'height'],
  extent: number | null,
  at: string,
): ValidationIssue[] {
  const startIssue = numberIssue(raw, start, at)
  const sizeIssue = numberIssue(raw, size, at)
  const issues = [startIssue, sizeIssue].filter((found) => found !== null)
  const origin = raw[start] as number
  const length = raw[size] as number
  if (extent === null) {
    if (!startIssue && origin < 0) issues.push(issue(`${at}.${start}`, 'V5'))
    if (!sizeIssue && length <= 0) issues.push(issue(`${at}.${size}`, 'V5'))
    return issues
  }
  const startFits = !startIssue && origin >= 0 && origin <= extent + tolerance
  if (!startIssue && !startFits) issues.push(issue(`${at}.${start}`, 'V3', 0, extent))
  const room = startFits ? extent - origin : extent
  if (!sizeIssue && (length <= 0 || length > room + tolerance)) {
    issues.push(issue(`${at}.${size}`, 'V3', 0, room))
  }
  return issues
}

/** The source a kind reads: field → fieldKey, signature → nodeId, seal → nodeId + sealIndex ≥ 0. */
function sourceIssues(kind: unknown, source: unknown, at: string): ValidationIssue[] {
  const given = isRecord(source) ? source : {}
  const issues: ValidationIssue[] = []
  if (kind === 'field' && !trimmed(given.fieldKey)) issues.push(issue(`${at}.source.fieldKey`, 'V1')) // prettier-ignore
  if ((kind === 'signature' || kind === 'seal') && !trimmed(given.nodeId)) issues.push(issue(`${at}.source.nodeId`, 'V1')) // prettier-ignore
  if (kind !== 'seal') return issues
  const index = given.sealIndex
  if (absent(index)) issues.push(issue(`${at}.source.sealIndex`, 'V1'))
  else if (!Number.isInteger(index)) issues.push(issue(`${at}.source.sealIndex`, 'V5'))
  else if ((index as number) < 0) issues.push(issue(`${at}.source.sealIndex`, 'V3', 0, 2147483647)) // prettier-ignore
  return issues
}

function keyIssues(raw: Raw, at: string, keys: Set<string>): ValidationIssue[] {
  const key = trimmed(raw.key)
  const seen = keys.has(key.toLowerCase())
  keys.add(key.toLowerCase())
  if (!key) return [issue(`${at}.key`, 'V1')]
  if (key.length > maxKeyLength) return [issue(`${at}.key`, 'V2', maxKeyLength)]
  // The second of two slots with the same key (case-insensitive, like every uniqueness here).
  return seen ? [issue(`${at}.key`, 'V5')] : []
}

function optionalIssues(raw: Raw, at: string): ValidationIssue[] {
  const issues: ValidationIssue[] = []
  if (!absent(raw.fontSize) && !isNumber(raw.fontSize)) issues.push(issue(`${at}.fontSize`, 'V5'))
  else if (isNumber(raw.fontSize) && (raw.fontSize < 4 || raw.fontSize > 72)) issues.push(issue(`${at}.fontSize`, 'V3', 4, 72)) // prettier-ignore
  if (!absent(raw.align) && !aligns.includes(raw.align)) issues.push(issue(`${at}.align`, 'V5'))
  return issues
}

function slotIssues(raw: Raw, at: string, pages: readonly PageSize[], keys: Set<string>) {
  const issues = keyIssues(raw, at, keys)
  if (absent(raw.kind)) issues.push(issue(`${at}.kind`, 'V1'))
  else if (!kinds.includes(raw.kind)) issues.push(issue(`${at}.kind`, 'V5'))
  const page = raw.page
  const size = Number.isInteger(page) ? pages[(page as number) - 1] : undefined
  if (absent(page)) issues.push(issue(`${at}.page`, 'V1'))
  else if (!Number.isInteger(page)) issues.push(issue(`${at}.page`, 'V5'))
  else if (!size) issues.push(issue(`${at}.page`, 'V3', 1, pages.length))
  issues.push(
    ...axisIssues(raw, ['x', 'width'], size?.width ?? null, at),
    ...axisIssues(raw, ['y', 'height'], size?.height ?? null, at),
    ...sourceIssues(raw.kind, raw.source, at),
    ...optionalIssues(raw, at),
  )
  return issues
}

/** A valid slot as stored: trimmed, and only the members its kind reads. */
function normalizedSlot(raw: Raw): DocumentSlot {
  const { kind, page, x, y, width, height } = raw as unknown as DocumentSlot
  const source = isRecord(raw.source) ? raw.source : {}
  const slot: DocumentSlot = { key: trimmed(raw.key), kind, page, x, y, width, height }
  if (kind === 'field') slot.source = { fieldKey: trimmed(source.fieldKey) }
  if (kind === 'signature') slot.source = { nodeId: trimmed(source.nodeId) }
  if (kind === 'seal') slot.source = { nodeId: trimmed(source.nodeId), sealIndex: source.sealIndex as number } // prettier-ignore
  if (isNumber(raw.fontSize)) slot.fontSize = raw.fontSize
  if (!absent(raw.align)) slot.align = raw.align as DocumentSlot['align']
  return slot
}

export type SlotsResult = { slots: DocumentSlot[]; issues: ValidationIssue[] }

/** The body's `slots` (absent: none) against the base PDF's pages. */
export function readSlots(raw: unknown, pages: readonly PageSize[]): SlotsResult {
  if (absent(raw)) return { slots: [], issues: [] }
  if (!Array.isArray(raw)) return { slots: [], issues: [issue('slots', 'V5')] }
  // No base PDF yet: nowhere to place a slot.
  const max = pages.length === 0 ? 0 : maxSlots
  if (raw.length > max) return { slots: [], issues: [issue('slots', 'V6', max)] }
  const keys = new Set<string>()
  const issues = raw.flatMap(
    (slot: unknown, index) =>
    isRecord(slot) ? slotIssues(slot, `slots[${index}]`, pages, keys) : [issue(`slots[${index}]`, 'V5')], // prettier-ignore
  )
  if (issues.length > 0) return { slots: [], issues }
  return { slots: (raw as Raw[]).map(normalizedSlot), issues: [] }
}

/** Keys of stored slots that no longer fit the pages (after a base PDF with fewer or smaller pages). */
export function misplacedSlotKeys(
  slots: readonly DocumentSlot[],
  pages: readonly PageSize[],
): string[] {
  const fits = (slot: DocumentSlot) => {
    const size = pages[slot.page - 1]
    return size !== undefined && slot.x + slot.width <= size.width + tolerance && slot.y + slot.height <= size.height + tolerance // prettier-ignore
  }
  return slots.filter((slot) => !fits(slot)).map((slot) => slot.key)
}
