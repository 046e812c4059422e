import { useState } from 'react'
import { useMessageApi } from '@/components/providers/message-api'
import { previewTemplate } from '../../api/document-template-api'

/**
 * The server's preview of the saved template (§7: watermarked, composed with an instance's data
 * or sample data): asked for, then shown in the preview dialog until closed.
 */
export function useTemplatePreview(templateId: string) {
  const message = useMessageApi()
  const [bytes, setBytes] = useState<ArrayBuffer | null>(null)
  const [isBusy, setBusy] = useState(false)

  const preview = async (instanceId: string | null) => {
    setBusy(true)
    try {
      setBytes(await previewTemplate(templateId, instanceId, { silent: true }))
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error))
    } finally {
      setBusy(false)
    }
  }

  return { bytes, isBusy, preview, close: () => setBytes(null) }
}
