import { importWithRetry } from '@/utils/import-with-retry'
import {
  detectImportKind,
  headLength,
  toPreview,
  type ImportKind,
  type ImportProblem,
  type Preview,
} from './excel-rules'

export type ImportOutcome = { preview: Preview } | { problem: ImportProblem }

/** A file's first sheet as rows of cells. */
export type SheetReader = (file: Blob) => Promise<unknown[][]>

/** The reader of each kind, loaded with its library only when a file of that kind comes. */
export async function loadReader(kind: ImportKind): Promise<SheetReader> {
  if (kind === 'xlsx') return (await importWithRetry(() => import('./read-xlsx'))).readFirstSheet
  return (await importWithRetry(() => import('./read-csv'))).readCsv
}

/**
 * Checks the file's name and first bytes, reads its first sheet and makes the preview. A reader
 * that cannot be loaded (offline, a new deployment) is `readerUnavailable`, not the file's fault:
 * choosing the same file again once online works.
 */
export async function readImport(
  file: File,
  load: (kind: ImportKind) => Promise<SheetReader> = loadReader,
): Promise<ImportOutcome> {
  try {
    const head = new Uint8Array(await file.slice(0, headLength).arrayBuffer())
    const check = detectImportKind(file.name, head)
    if ('problem' in check) return check
    const read = await load(check.kind).catch(() => null)
    if (!read) return { problem: 'readerUnavailable' }
    const preview = toPreview(await read(file))
    return preview ? { preview } : { problem: 'empty' }
  } catch {
    return { problem: 'unreadable' }
  }
}
