/** Document templates (审批文档模板, workflow-api.md §7): a base PDF and the slots placed on it. */

export const slotKinds = ['field', 'signature', 'seal', 'date', 'number', 'contentHash', 'qr'] as const // prettier-ignore
export type SlotKind = (typeof slotKinds)[number]

export type SlotAlign = 'left' | 'center' | 'right'

/**
 * A slot, in PDF points in the unrotated user space of its page's CropBox, origin at the CropBox's
 * bottom-left, whatever the page's `/Rotate` or box offsets. `page` counts from 1. The source a
 * kind reads: field → `fieldKey`, signature → `nodeId`, seal → `nodeId` and `sealIndex`.
 */
export interface DocumentSlot {
  key: string
  kind: SlotKind
  page: number
  x: number
  y: number
  width: number
  height: number
  source?: { fieldKey?: string; nodeId?: string; sealIndex?: number }
  fontSize?: number
  align?: SlotAlign
}

/** A page's CropBox size, unrotated, in points. */
export interface PageSize {
  width: number
  height: number
}

export interface DocumentTemplateDto {
  id: string
  name: string
  schemeId: string | null
  schemeName?: string | null
  slots: DocumentSlot[]
  /** 0 until a base PDF is uploaded. */
  pageCount: number
  pageSizes: PageSize[]
  /** SHA-256 of the base PDF (hex); null before the first upload. */
  basePdfHash: string | null
  /** Slots that no longer fit the pages (after a base PDF with fewer or smaller pages). */
  misplacedSlotKeys?: string[]
  creationTime: string
  lastModificationTime?: string | null
  concurrencyStamp: string
}

export interface DocumentTemplateCreateDto {
  name: string
  schemeId?: string | null
  slots?: DocumentSlot[]
}

export interface DocumentTemplateUpdateDto extends DocumentTemplateCreateDto {
  slots: DocumentSlot[]
  concurrencyStamp?: string | null
}

export interface DocumentTemplateFilters {
  schemeId: string
}
