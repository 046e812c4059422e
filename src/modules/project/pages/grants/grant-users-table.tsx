import { Table, Tag, type TableColumnType } from 'antd'
import { useTranslation } from 'react-i18next'
import { useActionsColumn } from '@/components/crud/table-columns'

/** A user in a project's or htd's draft: held already, or added and not yet saved. */
export interface GrantUserRow {
  userId: string
  label: string
  isNew: boolean
  /** A note beside the user ("gets project access too"). */
  note?: string
}

interface GrantUsersTableProps {
  rows: GrantUserRow[]
  /** Columns between the user and the actions (the user's htd grants in the project). */
  extraColumns?: TableColumnType<GrantUserRow>[]
  /** The `.Assign` child that shows the remove buttons. */
  policy: string
  onRemove: (row: GrantUserRow) => void
  loading: boolean
}

/** The users a project or an htd is granted to, as they will be once saved. */
export function GrantUsersTable(props: GrantUsersTableProps) {
  const { rows, extraColumns = [], policy, onRemove, loading } = props
  const { t } = useTranslation('project-grant')
  const actions = useActionsColumn<GrantUserRow>((row) => ({
    record: row.label,
    actions: [{ label: t('remove'), policy, danger: true, onClick: () => onRemove(row) }],
  }))
  const columns: TableColumnType<GrantUserRow>[] = [
    {
      key: 'user',
      title: t('user'),
      render: (_, row) => (
        <>
          <span>{row.label}</span>
          {row.isNew && (
            <Tag color="processing" style={{ marginInlineStart: 8 }}>
              {t('new')}
            </Tag>
          )}
          {row.note && (
            <Tag color="warning" style={{ marginInlineStart: 8 }}>
              {row.note}
            </Tag>
          )}
        </>
      ),
    },
    ...extraColumns,
    actions,
  ]
  return (
    <Table<GrantUserRow>
      rowKey="userId"
      size="middle"
      columns={columns}
      // Added users first: what was just added is on the first page.
      dataSource={[...rows.filter((row) => row.isNew), ...rows.filter((row) => !row.isNew)]}
      loading={loading}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: t('noUsers') }}
    />
  )
}
