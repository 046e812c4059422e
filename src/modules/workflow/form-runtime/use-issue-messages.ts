import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { AbpValidationError } from '@/api/http/api-error'
import type { FormDataIssue } from '../form-schema/form-data-validation'

/**
 * validateFormData's issues as ABP validation errors, so a page can mark the fields before it
 * sends (the same places the server's answer would mark): `<FormRuntime errors={…} />`.
 */
export function useIssueMessages(): (issues: readonly FormDataIssue[]) => AbpValidationError[] {
  const { t } = useTranslation('form-runtime')
  return useCallback(
    (issues) =>
      issues.map(({ member, rule, args }) => ({
        message: t(`issue.${rule}`, { first: args[0] ?? '', second: args[1] ?? '' }),
        members: [member],
      })),
    [t],
  )
}
