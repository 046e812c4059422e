import type { ImageType } from '../../../core/images/image-header.ts'

/**
 * A document template's slot (workflow-api.md §7), in PDF points in the unrotated user space of
 * its page's CropBox (slot-geometry.ts). `page` counts from 1.
 */
export interface DocumentSlot {
  key: string
  kind: 'field' | 'signature' | 'seal' | 'date' | 'number' | 'contentHash' | 'qr'
  page: number
  x: number
  y: number
  width: number
  height: number
  source?: { fieldKey?: string; nodeId?: string; sealIndex?: number }
  fontSize?: number
  align?: 'left' | 'center' | 'right'
}

/** An image a document shows: a frozen signature or seal. */
export interface DocumentImage {
  type: ImageType
  bytes: Uint8Array
  hash: string
}

/** The embedded font's fixed name (pdf-lib would add a random suffix to a subset's name). */
export const embeddedFontName = 'NotoSansSC-GB2312'
