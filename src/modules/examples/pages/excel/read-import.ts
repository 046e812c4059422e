import { importWithRetry } from '@/utils/import-with-retry'
import {
  detectImportKind,
  headLength,
  toPreview,
  type ImportKind,
  type ImportProblem,
  type Preview,
} from './excel-rules'
import { hasTooManyRows, isTooLarge, readRowLimit } from './import-limits'

export type ImportOutcome = { preview: Preview } | { problem: ImportProblem }

/**
 * A file's first sheet as rows of cells. `maxRows` is a hint: a reader that can stop early (the
 * CSV's) hands over no more non-blank rows than that; the count is checked after either way.
 */
export type SheetReader = (file: Blob, maxRows: number) => Promise<unknown[][]>

/** The reader of each kind, loaded with its library only when a file of that kind comes. */
export async function loadReader(kind: ImportKind): Promise<SheetReader> {
  if (kind === 'xlsx') return (await importWithRetry(() => import('./read-xlsx'))).readFirstSheet
  return (await importWithRetry(() => import('./read-csv'))).readCsv
}

/**
 * Checks the file's size, name and first bytes, reads its first sheet and makes the preview. A
 * reader that cannot be loaded (offline, a new deployment) is `readerUnavailable`, not the file's
 * fault: choosing the same file again once online works. Runs in the import worker
 * (read-import-off-thread.ts) or, where there is none, on the page.
 */
export async function readImport(
  file: File,
  load: (kind: ImportKind) => Promise<SheetReader> = loadReader,
): Promise<ImportOutcome> {
  if (isTooLarge(file.size)) return { problem: 'tooLarge' }
  try {
    const head = new Uint8Array(await file.slice(0, headLength).arrayBuffer())
    const check = detectImportKind(file.name, head)
    if ('problem' in check) return check
    const read = await load(check.kind).catch(() => null)
    if (!read) return { problem: 'readerUnavailable' }
    const preview = toPreview(await read(file, readRowLimit))
    if (!preview) return { problem: 'empty' }
    return hasTooManyRows(preview.total) ? { problem: 'tooManyRows' } : { preview }
  } catch {
    return { problem: 'unreadable' }
  }
}
