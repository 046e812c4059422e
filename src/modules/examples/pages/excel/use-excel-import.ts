import { useCallback, useRef, useState } from 'react'
import type { ImportProblem, Preview } from './excel-rules'
import { readImport } from './read-import'

export type ImportState =
  | { status: 'idle' }
  | { status: 'reading'; fileName: string }
  | { status: 'failed'; fileName: string; problem: ImportProblem }
  | { status: 'read'; fileName: string; preview: Preview }

/** The chosen file's preview or problem; a file chosen while another is read replaces it. */
export function useExcelImport() {
  const [state, setState] = useState<ImportState>({ status: 'idle' })
  const latest = useRef(0)
  const read = useCallback(async (file: File) => {
    const attempt = ++latest.current
    setState({ status: 'reading', fileName: file.name })
    const outcome = await readImport(file)
    if (attempt !== latest.current) return
    setState(
      'preview' in outcome
        ? { status: 'read', fileName: file.name, preview: outcome.preview }
        : { status: 'failed', fileName: file.name, problem: outcome.problem },
    )
  }, [])
  return { state, read }
}
