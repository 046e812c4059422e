import { useTranslation } from 'react-i18next'
import type { DesignIssue } from './design-checks'
import { issuePlace } from './design-checks'

/** Issues by where they are marked: `"2"` a top-level field, `"2.1"` its second column. */
export type IssueMarks = ReadonlyMap<string, DesignIssue[]>

export const markKey = (field: number, column?: number) =>
  column === undefined ? String(field) : `${field}.${column}`

export function groupIssues(issues: readonly DesignIssue[]): IssueMarks {
  const marks = new Map<string, DesignIssue[]>()
  for (const issue of issues) {
    const place = issuePlace(issue.path)
    const key = place ? markKey(place.field, place.column) : 'form'
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
