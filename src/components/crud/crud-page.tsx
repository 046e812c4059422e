import { DeleteOutlined } from '@ant-design/icons'
import { Button, Flex, Typography, type TableColumnsType, type TableProps } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Granted } from '@/access/granted'
import { CreateButton } from './create-button'
import { searchKeeping } from './crud-page-rules'
import { CrudSearchForm, type SearchField } from './crud-search-form'
import { CrudTable } from './crud-table'
import { useActionsColumn, type RowAction } from './table-columns'
import type { CrudPage as CrudPageState } from './use-crud-page'
import type { CrudDialog } from './use-dialog-record'

export interface CrudPageProps<T extends { id: string }, K extends string, TDialog> {
  /** The page's machinery (useCrudPage). */
  page: CrudPageState<T, K, TDialog>
  /** The page title (a level-3 heading), or `heading` for a heading of the page's own. */
  title?: string
  heading?: ReactNode
  /** What stands between the heading and the search form (pickers, notices). */
  header?: ReactNode
  /** The search form's fields, unless given to useCrudPage. */
  search?: SearchField<NoInfer<K>>[]
  /** Filters other controls of the page own: a search keeps them. */
  searchKeeps?: readonly K[]
  /** The data columns; the row buttons' column is added from `rowActions`. */
  columns: TableColumnsType<NoInfer<T>>
  /**
   * The row buttons; Edit and Delete under the resource's permissions by default. Without any
   * (no `rowActions`, no update or delete policy) the table has no actions column.
   */
  rowActions?: (
    row: NoInfer<T>,
    standard: CrudPageState<T, K, TDialog>['actions'],
  ) => (RowAction | null)[]
  /** The create button: shown with the create permission (false: not on this page). */
  create?: false | { label?: ReactNode; open?: () => void; disabled?: boolean }
  /** More toolbar buttons, after New and Delete selected. */
  toolbar?: ReactNode
  /** What stands between the toolbar and the table. */
  beforeTable?: ReactNode
  /** The list part is shown (false while the page has nothing to list yet). */
  listShown?: boolean
  busy?: boolean
  expandable?: TableProps<NoInfer<T>>['expandable']
  /** A panel beside the list (the Users page's organisation tree). */
  aside?: ReactNode
  /** The create/edit dialog for what `page.dialog` holds; mounted afresh at each opening. */
  form?: (dialog: TDialog, close: () => void) => ReactNode
  /** Other dialogs of the page. */
  children?: ReactNode
}

/**
 * A list page as a declaration: title, search form (its values in the URL), toolbar (New under the
 * create permission, Delete selected with the bulk selection), the server-paged table with its row
 * buttons, and the create/edit dialog. Everything it does comes from useCrudPage and the kit's
 * parts (CrudSearchForm, CrudTable, useActionsColumn).
 */
export function CrudPage<T extends { id: string }, K extends string, TDialog = CrudDialog>(
  props: CrudPageProps<T, K, TDialog>,
) {
  const { page, columns, create = {}, listShown = true } = props
  const search = props.search ?? page.search
  const { t } = useTranslation('crud')
  const { list, dialog, policies, selection } = page
  const rowActions =
    props.rowActions ?? ((_row, standard) => [standard.edit(_row), standard.remove(_row)])
  const actionsColumn = useActionsColumn((row: T) => ({
    record: page.nameOf(row),
    // A standard button the page has no permission child for is left out.
    actions: rowActions(row, page.actions).filter(
      (action): action is RowAction => action?.policy !== undefined,
    ),
  }))
  const hasActions = props.rowActions !== undefined || policies.update || policies.delete
  const { filters } = list.view
  const onSearch = props.searchKeeps
    ? (next: typeof filters) => list.setFilters(searchKeeping(next, filters, props.searchKeeps!))
    : list.setFilters
  const createButton = create && policies.create && (
    <CreateButton
      policy={policies.create}
      disabled={create.disabled}
      onClick={create.open ?? page.openCreate}
    >
      {create.label}
    </CreateButton>
  )
  const bulkButton = selection && policies.delete && (
    <Granted policy={policies.delete}>
      <Button
        danger
        icon={<DeleteOutlined />}
        disabled={!selection.keys.length}
        onClick={page.deleteSelected}
      >
        {t('deleteSelected')}
      </Button>
    </Granted>
  )
  const toolbar =
    bulkButton || props.toolbar ? (
      <Flex gap="small">
        {createButton}
        {bulkButton}
        {props.toolbar}
      </Flex>
    ) : (
      createButton
    )

  const listPart = listShown && (
    <>
      {search && <CrudSearchForm fields={search} values={filters} onSearch={onSearch} />}
      {toolbar}
      {props.beforeTable}
      <CrudTable
        list={list}
        columns={hasActions ? [...columns, actionsColumn] : columns}
        rowKey="id"
        selection={selection}
        busy={props.busy}
        expandable={props.expandable}
      />
    </>
  )

  return (
    <Flex vertical gap="middle">
      {props.heading ??
        (props.title !== undefined && (
          <Typography.Title level={3} style={{ margin: 0 }}>
            {props.title}
          </Typography.Title>
        ))}
      {props.header}
      {props.aside ? (
        <Flex gap="middle" align="flex-start" wrap>
          {props.aside}
          <Flex vertical gap="middle" style={{ flex: '1 1 480px', minWidth: 0 }}>
            {listPart}
          </Flex>
        </Flex>
      ) : (
        listPart
      )}
      {dialog.shown !== null && (
        <DialogMount key={dialog.key}>{props.form?.(dialog.shown, dialog.close)}</DialogMount>
      )}
      {props.children}
    </Flex>
  )
}

/** Keys the dialog by its opening, so each opening mounts afresh. */
function DialogMount({ children }: { children: ReactNode }) {
  return children
}
