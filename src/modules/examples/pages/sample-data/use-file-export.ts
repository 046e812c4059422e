import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMessageApi } from '@/components/providers/message-api'
import { importWithRetry } from '@/utils/import-with-retry'
import { downloadFile } from '@/utils/download-file'
import { toFileName } from './file-name-rules'

/**
 * How the writer's module is loaded. An object so that tests can spy on it: test files share their
 * modules, so vi.mock of a writer module cannot be relied on.
 */
export const fileExportDeps = { loadModule: importWithRetry }

interface FileExportOptions<Writer> {
  /** Without the dot: `xlsx`, `zip`. */
  extension: string
  /** The page's namespace; its `export.done` (with `{{name}}`) and `export.failed` are the toasts. */
  namespace: string
  /**
   * The module that imports the file library, e.g. `() => import('./write-zip')`: loaded on the
   * first export (retried once), so the library stays out of the page's chunk.
   */
  loadWriter: () => Promise<Writer>
}

/**
 * An export form's Export: the typed name made a file name, the writer loaded, the file written
 * and downloaded, a toast either way. `busy` holds meanwhile (the button's spinner). The form's
 * file-name rules have refused a name that leaves nothing usable before `exportFile` runs.
 */
export function useFileExport<Writer>({
  extension,
  namespace,
  loadWriter,
}: FileExportOptions<Writer>) {
  const { t } = useTranslation(namespace)
  const message = useMessageApi()
  const [busy, setBusy] = useState(false)

  const exportFile = async (
    typedName: string,
    write: (writer: Writer) => Blob | Promise<Blob>,
  ): Promise<void> => {
    const name = toFileName(typedName, extension)
    setBusy(true)
    try {
      downloadFile(await write(await fileExportDeps.loadModule(loadWriter)), name)
      void message.success(t('export.done', { name }))
    } catch {
      void message.error(t('export.failed'))
    } finally {
      setBusy(false)
    }
  }

  return { busy, exportFile }
}
