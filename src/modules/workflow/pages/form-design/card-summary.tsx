import { useTranslation } from 'react-i18next'
import type { FormField } from '../../form-schema/form-schema-types'
import type { DesignIssue } from './design-checks'
import styles from './form-design.module.css'
import { useIssueText } from './issue-marks'

interface CardSummaryProps {
  name: string
  fieldKey: string
  type: FormField['type']
  /** A field's name is bold; a table column's is not. */
  strong?: boolean
  required?: boolean
  computed?: string
}

/**
 * What a field's or a table column's card says of it: name, key, type, "required", its
 * expression. Plain elements styled from antd's theme variables, not antd's Typography and Tag: a
 * form's cards are drawn a hundred times, and those brought their style registration, ellipsis
 * measurement and resize observers to every move (bench form-designer).
 */
export function CardSummary({
  name,
  fieldKey,
  type,
  strong,
  required,
  computed,
}: CardSummaryProps) {
  const { t } = useTranslation('workflow-form')
  return (
    <>
      {strong ? <strong>{name}</strong> : name} <code className={styles.fieldKey}>{fieldKey}</code>{' '}
      <span className={styles.tag}>{t(`types.${type}`)}</span>{' '}
      {required && (
        <span className={`${styles.tag} ${styles.tagRequired}`}>{t('props.required')}</span>
      )}{' '}
      {computed && <span className={`${styles.tag} ${styles.tagComputed}`}>= {computed}</span>}
    </>
  )
}

/** A card's issues, each a line in words. */
export function CardIssues({ issues }: { issues: readonly DesignIssue[] }) {
  const issueText = useIssueText()
  return issues.map((issue) => (
    <span key={issue.path + issue.code} className={styles.issue} role="alert">
      {issueText(issue)}
    </span>
  ))
}
