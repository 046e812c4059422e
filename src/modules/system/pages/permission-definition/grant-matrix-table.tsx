import { useQueryClient } from '@tanstack/react-query'
import { Table } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  permissionDefinitionPolicies,
  permissionDefinitionQueries,
  type PermissionDefinitionDto,
} from '@/modules/system/api/permission-definition-api'
import { LoadFailed } from '@/components/crud/load-failed'
import { useDialogOpening } from '@/components/crud/use-dialog-opening'
import { useIsGranted } from '@/access/use-is-granted'
import { PermissionsModal } from '@/modules/organization'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import { editGrantsRow, useGrantMatrixColumns } from './grant-matrix-columns'

interface GrantMatrixTableProps {
  groupName: string
  /** The group's permissions the search shows (rows), parents before children. */
  permissions: PermissionDefinitionDto[]
  loading: boolean
}

/**
 * Which role grants which permission of a group: rows are permissions, columns roles, with the
 * header and the permission column kept in view while scrolling. "Edit grants" opens the role's
 * permission dialog; a save marks the matrix stale (its key is under permission management's)
 * and the matrix reloads when the dialog closes. The dialog's save re-reads the signed-in user's
 * own grants when the role is one of theirs.
 */
export function GrantMatrixTable({ groupName, permissions, loading }: GrantMatrixTableProps) {
  const { t } = useTranslation('permission-definition')
  const client = useQueryClient()
  const scope = useTenantScope()
  const matrixQuery = permissionDefinitionQueries.grantMatrix(scope, groupName)
  const matrix = usePageQuery(matrixQuery)
  // Each opening mounts the dialog afresh: the role's grants are read again.
  const editing = useDialogOpening<string>()
  const columns = useGrantMatrixColumns(matrix.data)
  // Read once for the table: AbpIdentity.Roles.ManagePermissions shows the edit buttons.
  const canEdit = useIsGranted(permissionDefinitionPolicies.editRoleGrants)
  const label = (role: string) => ({ text: t('editGrants'), name: t('editGrantsOf', { role }) })

  const closeDialog = () => {
    editing.close()
    if (client.getQueryState(matrixQuery.queryKey)?.isInvalidated) {
      void client.refetchQueries({ queryKey: matrixQuery.queryKey, exact: true })
    }
  }

  if (matrix.isError && !matrix.data) {
    return (
      <LoadFailed
        title={t('matrixLoadFailed')}
        error={matrix.error}
        onRetry={() => void matrix.refetch()}
      />
    )
  }

  return (
    <>
      <Table<PermissionDefinitionDto>
        rowKey="name"
        size="small"
        bordered
        columns={columns}
        dataSource={matrix.data ? permissions : []}
        loading={loading || matrix.isFetching}
        pagination={false}
        summary={() =>
          canEdit && matrix.data?.providers.length
            ? editGrantsRow(matrix.data, label, editing.open)
            : null
        }
        scroll={{ x: 'max-content', y: 560 }}
        locale={{
          emptyText: matrix.data?.providers.length === 0 ? t('noRoles') : t('noMatch'),
        }}
      />
      {editing.shown && (
        <PermissionsModal
          key={editing.key}
          providerName="R"
          providerKey={editing.shown}
          subject={editing.shown}
          open
          onClose={closeDialog}
        />
      )}
    </>
  )
}
