import { useTranslation } from 'react-i18next'
import type { DesignIssue } from './design-checks'
import { issuePlace } from './design-checks'

/**
 * Issues by where they are marked: `"f3"` the field the designer calls f3, `"f3.1"` its second
 * column. By the field's designer id, not its place: a field keeps its marks while it moves.
 */
export type IssueMarks = ReadonlyMap<string, DesignIssue[]>

export const markKey = (fieldId: string, column?: number) =>
  column === undefined ? fieldId : `${fieldId}.${column}`

/** `ids`: the designer's ids of the checked schema's fields, in the same order. */
export function groupIssues(issues: readonly DesignIssue[], ids: readonly string[]): IssueMarks {
  const marks = new Map<string, DesignIssue[]>()
  for (const issue of issues) {
    const place = issuePlace(issue.path)
    const id = place && ids[place.field]
    const key = id ? markKey(id, place.column) : 'form'
    marks.set(key, [...(marks.get(key) ?? []), issue])
  }
  return marks
}

/** An issue in words: the server's message when it sent one, else ours in the UI language. */
export function useIssueText(): (issue: DesignIssue) => string {
  const { t } = useTranslation('workflow-form')
  return (issue) =>
    issue.message ?? t(`issues.${issue.code}`, { detail: issue.detail ?? '', defaultValue: issue.code }) // prettier-ignore
}
