import { importWithRetry } from '@/utils/import-with-retry'
import {
  detectImportKind,
  headLength,
  toPreview,
  type ImportProblem,
  type Preview,
} from './excel-rules'

export type ImportOutcome = { preview: Preview } | { problem: ImportProblem }

/** The reader of each kind, loaded with its library only when a file of that kind comes. */
async function readRows(kind: 'xlsx' | 'csv', file: Blob): Promise<unknown[][]> {
  if (kind === 'xlsx') {
    const { readFirstSheet } = await importWithRetry(() => import('./read-xlsx'))
    return readFirstSheet(file)
  }
  const { readCsv } = await importWithRetry(() => import('./read-csv'))
  return readCsv(file)
}

/** Checks the file's name and first bytes, reads its first sheet and makes the preview. */
export async function readImport(file: File): Promise<ImportOutcome> {
  try {
    const head = new Uint8Array(await file.slice(0, headLength).arrayBuffer())
    const check = detectImportKind(file.name, head)
    if ('problem' in check) return check
    const preview = toPreview(await readRows(check.kind, file))
    return preview ? { preview } : { problem: 'empty' }
  } catch {
    return { problem: 'unreadable' }
  }
}
