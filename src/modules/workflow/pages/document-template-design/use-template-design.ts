import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/api/http/api-error'
import { useMessageApi } from '@/components/providers/message-api'
import { useTenantScope } from '@/query/query-scope'
import { documentTemplateApi, documentTemplateQueries, uploadBasePdf } from '../../api/document-template-api' // prettier-ignore
import type { DocumentTemplateDto } from '../../api/document-template-dtos'
import { slotIssuesOf, toDesignSlots, toSlotInput, type DesignSlot, type SlotIssues } from './slot-edit-rules' // prettier-ignore

export type DesignBusy = 'save' | 'upload' | 'reload' | null

const makeUid = () => crypto.randomUUID()

/**
 * One template's designer state: the slots being placed (each with a uid of its own), the one
 * selected, and the template as last saved. Save is a PUT with the stamp the designer holds
 * (slots as §7 has them); the server's validationErrors go on their slots' inputs, a 409 means
 * someone else saved in between (said in words, with a reload). Uploading a base PDF answers the
 * template with its new pages and stamp; the slots being placed stay.
 */
export function useTemplateDesign(opened: DocumentTemplateDto) {
  const { t } = useTranslation('workflow-document')
  const message = useMessageApi()
  const client = useQueryClient()
  const scope = useTenantScope()
  const [template, setTemplate] = useState(opened)
  const [slots, setSlots] = useState(() => toDesignSlots(opened.slots, makeUid))
  const [savedSlots, setSavedSlots] = useState(slots)
  const [selected, setSelected] = useState<string | null>(null)
  const [issues, setIssues] = useState<SlotIssues | null>(null)
  const [isStale, setStale] = useState(false)
  const [uploadError, setUploadError] = useState<string | null>(null)
  const [busy, setBusy] = useState<DesignBusy>(null)

  const refresh = () => client.invalidateQueries({ queryKey: documentTemplateQueries.all(scope) })
  const replaceAll = (next: DocumentTemplateDto) => {
    const fresh = toDesignSlots(next.slots, makeUid)
    setTemplate(next)
    setSlots(fresh)
    setSavedSlots(fresh)
    setSelected(null)
    setIssues(null)
  }

  const save = async () => {
    setBusy('save')
    const sent = slots
    try {
      const saved = await documentTemplateApi.update(
        template.id,
        { name: template.name, schemeId: template.schemeId, slots: toSlotInput(sent), concurrencyStamp: template.concurrencyStamp }, // prettier-ignore
        { silent: true },
      )
      setTemplate(saved)
      setSavedSlots(sent)
      setIssues(null)
      void message.success(t('design.saved'))
      await refresh()
    } catch (error) {
      if (isApiError(error) && error.status === 409) setStale(true)
      else if (isApiError(error) && error.validationErrors.length > 0)
        setIssues(slotIssuesOf(error.validationErrors, sent.map((s) => s.uid))) // prettier-ignore
      else void message.error(error instanceof Error ? error.message : String(error))
    } finally {
      setBusy(null)
    }
  }

  /** True when the server took the file (the base's bytes are then read again). */
  const upload = async (file: File): Promise<boolean> => {
    setBusy('upload')
    setUploadError(null)
    try {
      const next = await uploadBasePdf(template.id, file, { silent: true })
      // The upload changed only the base: the slots being placed stay, under the new stamp.
      setTemplate(next)
      void message.success(t('design.uploaded'))
      await refresh()
      return true
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : String(error))
      return false
    } finally {
      setBusy(null)
    }
  }

  /** After a 409: the saved template replaces the slots here (the user was told it would). */
  const reload = async () => {
    setBusy('reload')
    try {
      replaceAll(await documentTemplateApi.get(template.id))
      setStale(false)
    } finally {
      setBusy(null)
    }
  }

  const change = (uid: string, update: (slot: DesignSlot) => DesignSlot) =>
    setSlots((now) => now.map((slot) => (slot.uid === uid ? update(slot) : slot)))
  const add = (slot: DesignSlot) => {
    setSlots((now) => [...now, slot])
    setSelected(slot.uid)
  }
  const remove = (uid: string) => {
    setSlots((now) => now.filter((slot) => slot.uid !== uid))
    setSelected((now) => (now === uid ? null : now))
  }

  return {
    template,
    slots,
    isDirty: slots !== savedSlots,
    selected,
    select: setSelected,
    issues,
    isStale,
    uploadError,
    busy,
    change,
    add,
    remove,
    save,
    upload,
    reload,
  }
}

export type TemplateDesign = ReturnType<typeof useTemplateDesign>
