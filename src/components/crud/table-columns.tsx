import { Tag, Tooltip, type TableColumnType } from 'antd'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { useGrantCheck } from '@/access/use-is-granted'
import type { Policy } from '@/access/permission-rules'
import { formatDateTime } from '@/utils/date-format'
import styles from './row-actions.module.css'

/** One button of a row's actions column. */
export interface RowAction {
  label: string
  /** The permission child that shows the button (`AbpIdentity.Roles.Update`, …). */
  policy: Policy
  onClick: () => void
  danger?: boolean
  /** Left out for this row (e.g. "add child" on a disabled organisation). */
  hidden?: boolean
  /** Why this row does not allow it: the button is disabled and its tooltip says why. */
  disabledReason?: string
}

/**
 * The last column of a CRUD table: link buttons the user's grants allow, each named with the
 * record for screen readers ("Edit 总经理"), so several rows' buttons are told apart. Grants are
 * read once for the column, not subscribed per cell, and a tooltip is added only where a button
 * is disabled: a kept page shown again re-creates the effects of every cell. The buttons are
 * plain ones styled as antd's link buttons (row-actions.module.css): a 50-row page switched to
 * another project mounts all of its cells afresh.
 */
export function useActionsColumn<T>(
  actionsOf: (row: T) => { record: string; actions: RowAction[] },
): TableColumnType<T> {
  const { t } = useTranslation('crud')
  const canUse = useGrantCheck()
  return {
    key: 'actions',
    title: t('actions'),
    // Kept in view when the table scrolls sideways (crud-table.module.css).
    className: 'crud-row-actions',
    render: (_value, row) => {
      const { record, actions } = actionsOf(row)
      return (
        <span className={styles.actions}>
          {actions
            .filter((action) => !action.hidden && canUse(action.policy))
            .map((action) => {
              const button = (
                <button
                  key={action.label}
                  type="button"
                  className={action.danger ? `${styles.action} ${styles.danger}` : styles.action}
                  disabled={action.disabledReason !== undefined}
                  onClick={action.onClick}
                  aria-label={`${action.label} ${record}`}
                  aria-description={action.disabledReason}
                >
                  {action.label}
                </button>
              )
              return action.disabledReason === undefined ? (
                button
              ) : (
                <Tooltip key={action.label} title={action.disabledReason}>
                  <span className={styles.reason}>{button}</span>
                </Tooltip>
              )
            })}
        </span>
      )
    },
  }
}

/** A yes/no flag as a tag: coloured when set. */
export function flagTag(
  t: TFunction,
  color = 'success',
  labels = { yes: 'crud:yes', no: 'crud:no' },
) {
  return (value: boolean) =>
    value ? <Tag color={color}>{t(labels.yes)}</Tag> : <Tag>{t(labels.no)}</Tag>
}

/** The sortable creation-time column ABP's audited entities share. */
export function creationTimeColumn<T>(t: TFunction): TableColumnType<T> {
  return {
    key: 'creationTime',
    dataIndex: 'creationTime',
    title: t('creationTime'),
    sorter: true,
    render: (time: string) => formatDateTime(time),
  }
}

/**
 * A column of the record's member `key`, which is also the column's key (the server's sort name
 * with `sorter: true`): `dataColumn('label', t('label'), { sorter: true, width: 180 })`.
 */
export function dataColumn<T>(
  key: Extract<keyof T, string>,
  title: string,
  props: Omit<TableColumnType<T>, 'key' | 'dataIndex' | 'title'> = {},
): TableColumnType<T> {
  return { key, dataIndex: key, title, ...props }
}
