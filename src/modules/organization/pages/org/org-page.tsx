import { useQueryClient } from '@tanstack/react-query'
import { Button, Flex, Result, Table, Typography } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  organizationPolicies,
  organizationQueries,
  organizationResource,
  type OrganizationDto,
} from '@/modules/organization/api/organization-api'
import { CrudSearchForm } from '@/components/crud/crud-search-form'
import { wideTableClass } from '@/components/crud/crud-table'
import { CreateButton } from '@/components/crud/create-button'
import { useConfirmDelete } from '@/components/crud/use-confirm-delete'
import { useDialogOpening } from '@/components/crud/use-dialog-opening'
import { useCrudMutations } from '@/components/crud/use-crud-mutations'
import { useLazyTree } from '@/components/crud/use-lazy-tree'
import { useListUrlState } from '@/components/crud/use-list-url-state'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import { useOrgColumns } from './org-columns'
import { OrgFormModal, type OrgDialog } from './org-form-modal'
import { OrgMoveModal } from './org-move-modal'
import { ancestorNames, keysToReveal, toUpdateInput } from './org-tree-rules'

const filterKeys = ['filter'] as const

/**
 * Organisations (组织机构), `/organization/org`: business-api.md §1.1. A tree table whose levels
 * load on expand; a search (kept in `?filter=`) lists the matches of every level flat, each with
 * its location.
 */
export default function OrgPage() {
  const { t } = useTranslation('org')
  const scope = useTenantScope()
  const client = useQueryClient()
  const { view, setFilters } = useListUrlState(filterKeys)
  const filter = view.filters.filter
  const tree = useLazyTree({
    roots: organizationQueries.children(scope, null, filter),
    level: (parentId) => organizationQueries.children(scope, parentId),
    flat: filter !== undefined,
    getId: (row: OrganizationDto) => row.id,
    hasChildren: (row) => row.hasChildren,
    rowName: (row) => row.name,
  })
  const wholeTree = usePageQuery({ ...organizationQueries.tree(scope), enabled: !!filter })
  const ancestors = useMemo(
    () => (filter && wholeTree.data ? ancestorNames(wholeTree.data) : undefined),
    [filter, wholeTree.data],
  )
  const { update, remove } = useCrudMutations(organizationResource, scope)
  const confirmDelete = useConfirmDelete()
  const dialog = useDialogOpening<OrgDialog>()
  const shown = dialog.shown
  // Shows where a created or moved organisation went: its parent's branch opens.
  const revealUnder = ({ parentId }: OrganizationDto) => {
    if (!parentId) return
    const nodes = client.getQueryData(organizationQueries.tree(scope).queryKey)
    tree.reveal(nodes ? keysToReveal(nodes, parentId) : [parentId])
  }
  const toggle = (row: OrganizationDto, enabled: boolean) =>
    void update
      .mutateAsync({ id: row.id, input: toUpdateInput(row, { enabled }) })
      // Refused or stale (409): the row shows the server's state again.
      .catch(() => client.invalidateQueries({ queryKey: organizationQueries.all(scope) }))
  const columns = useOrgColumns({
    onAddChild: (row) => dialog.open({ mode: 'create', parent: { id: row.id, name: row.name } }),
    onEdit: (row) => dialog.open({ mode: 'edit', id: row.id }),
    onMove: (row) => dialog.open({ mode: 'move', id: row.id, name: row.name }),
    onDelete: (row) => void confirmDelete({ name: row.name }, () => remove.mutateAsync(row.id)),
    onToggle: toggle,
    togglingId: update.isPending ? update.variables.id : undefined,
    ancestors: filter ? (ancestors ?? new Map()) : undefined,
  })
  const { roots } = tree

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route:org')}
      </Typography.Title>
      <CrudSearchForm
        fields={[{ name: 'filter', label: t('crud:keyword') }]}
        values={view.filters}
        onSearch={setFilters}
      />
      <Flex gap="small" align="center">
        <CreateButton
          policy={organizationPolicies.create}
          onClick={() => dialog.open({ mode: 'create', parent: null })}
        >
          {t('createRoot')}
        </CreateButton>
        {filter && <Typography.Text type="secondary">{t('searchNote')}</Typography.Text>}
      </Flex>
      {roots.isError && !roots.data ? (
        <Result
          status="warning"
          title={t('crud:loadFailed')}
          subTitle={roots.error.message}
          extra={
            <Button type="primary" onClick={() => void roots.refetch()}>
              {t('crud:retry')}
            </Button>
          }
        />
      ) : (
        <Table<OrganizationDto>
          rowKey="id"
          columns={columns}
          dataSource={tree.rows}
          loading={roots.isFetching}
          expandable={tree.expandable}
          pagination={false}
          locale={{ emptyText: filter ? t('noMatch', { filter }) : t('empty') }}
          className={wideTableClass}
        />
      )}
      {(shown?.mode === 'create' || shown?.mode === 'edit') && (
        <OrgFormModal
          key={dialog.key}
          dialog={shown}
          onClose={dialog.close}
          onSaved={revealUnder}
        />
      )}
      {shown?.mode === 'move' && (
        <OrgMoveModal
          key={dialog.key}
          id={shown.id}
          name={shown.name}
          onClose={dialog.close}
          onSaved={revealUnder}
        />
      )}
    </Flex>
  )
}
