import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError, type AbpValidationError } from '@/api/http/api-error'
import { useMessageApi } from '@/components/providers/message-api'
import type { FormData } from '@/modules/workflow/form-schema/form-schema-types'
import { createInstance, submitInstance, updateInstance } from '@/modules/workflow/api/instance-api'
import type { InstanceDto, SelectedAssignees } from '@/modules/workflow/api/instance-dtos'
import { useWorkflowRefresh } from '@/modules/workflow/pages/instance/use-workflow-refresh'

export interface StartTarget {
  schemeId: string
  projectId: string
  htdId: string | null
}

/**
 * Saving a draft (kept on the server: created once, then PUT with its stamp) and submitting (a
 * new instance at once, or the draft saved and then submitted). A refusal keeps everything
 * typed; ABP's field errors land on their fields and cells (`items[3].qty`, the runtime's part).
 */
export function useStartSave(target: StartTarget, initialDraft: InstanceDto | null) {
  const { t } = useTranslation('workflow-start')
  const message = useMessageApi()
  const refresh = useWorkflowRefresh()
  const [draft, setDraft] = useState<InstanceDto | null>(initialDraft)
  const [errors, setErrors] = useState<readonly AbpValidationError[]>([])
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null)
  const [submitted, setSubmitted] = useState<InstanceDto | null>(null)

  const bodyOf = (formData: FormData, selectedAssignees: SelectedAssignees, isDraft: boolean) => ({
    ...target,
    formData,
    selectedAssignees,
    draft: isDraft,
  })
  const saveDraft = (formData: FormData, selected: SelectedAssignees) =>
    draft
      ? updateInstance(draft.id, { ...bodyOf(formData, selected, true), concurrencyStamp: draft.concurrencyStamp }) // prettier-ignore
      : createInstance(bodyOf(formData, selected, true))

  const run = async (kind: 'draft' | 'submit', formData: FormData, selected: SelectedAssignees) => {
    setBusy(kind)
    try {
      if (kind === 'draft') {
        setDraft(await saveDraft(formData, selected))
        void message.success(t('draftSaved'))
      } else {
        const instance = draft
          ? await saveDraft(formData, selected).then((saved) => submitInstance(saved.id))
          : await createInstance(bodyOf(formData, selected, false))
        setSubmitted(instance)
        void message.success(t('submitted', { number: instance.number ?? '' }))
      }
      setErrors([])
      await refresh()
      return true
    } catch (error) {
      setErrors(isApiError(error) ? error.validationErrors : [])
      return false
    } finally {
      setBusy(null)
    }
  }
  return { draft, errors, busy, submitted, run }
}
