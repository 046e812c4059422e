import { useCallback, useEffect, useRef, useState } from 'react'
import type { ImportProblem, Preview } from './excel-rules'
import { readImportOffThread } from './read-import-off-thread'

export type ImportState =
  | { status: 'idle' }
  | { status: 'reading'; fileName: string }
  | { status: 'failed'; fileName: string; problem: ImportProblem }
  | { status: 'read'; fileName: string; preview: Preview }

/**
 * The chosen file's preview or problem; a file chosen while another is read replaces it, and the
 * reading of the first stops (its worker ends), as it does when the page closes.
 */
export function useExcelImport() {
  const [state, setState] = useState<ImportState>({ status: 'idle' })
  const reading = useRef<AbortController | null>(null)
  useEffect(() => () => reading.current?.abort(), [])
  const read = useCallback(async (file: File) => {
    reading.current?.abort()
    const attempt = new AbortController()
    reading.current = attempt
    setState({ status: 'reading', fileName: file.name })
    const outcome = await readImportOffThread(file, attempt.signal)
    if (attempt.signal.aborted) return
    reading.current = null
    setState(
      'preview' in outcome
        ? { status: 'read', fileName: file.name, preview: outcome.preview }
        : { status: 'failed', fileName: file.name, problem: outcome.problem },
    )
  }, [])
  return { state, read }
}
