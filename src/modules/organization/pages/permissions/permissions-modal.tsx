import { Button, Modal, Result, Spin } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useConfirmDiscard } from '@/components/crud/use-confirm-discard'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import {
  permissionQueries,
  type PermissionProviderName,
} from '@/modules/organization/api/permission-api'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import { PermissionTreeView } from './permission-tree-view'
import { diffGrants, toPermissionTree, type Grants } from './permission-tree-rules'
import { useSavePermissions } from './use-save-permissions'
import { loopFocus } from '@/components/focus-loop'

export interface PermissionsModalProps {
  /** `R`: a role (key = its name); `U`: a user (key = its id). */
  providerName: PermissionProviderName
  providerKey: string
  /** Shown in the title: the role's name, the user's name. */
  subject: string
  open: boolean
  onClose: () => void
}

/**
 * ABP's permission dialog for a role or a user (abp-api.md §6): the permission tree of
 * `GET /api/permission-management/permissions`, saved in one PUT with only the changes. For a
 * user, what a role (another provider) grants shows as granted and locked, naming the role.
 * Mount it per opening (`key`) so it reads the grants afresh.
 */
export function PermissionsModal(props: PermissionsModalProps) {
  const { providerName, providerKey, subject, open, onClose } = props
  const { t } = useTranslation('permission')
  const confirmDiscard = useConfirmDiscard()
  const scope = useTenantScope()
  const query = usePageQuery({
    ...permissionQueries.grants(scope, providerName, providerKey),
    enabled: open,
  })
  const data = query.data
  const loaded = useMemo(() => data && toPermissionTree(data, providerName), [data, providerName])
  const [edited, setEdited] = useState<Grants>()
  // Opened again, or for someone else: what was ticked before does not carry over.
  const subjectKey = `${open}|${providerName}|${providerKey}`
  const [shownFor, setShownFor] = useState(subjectKey)
  if (shownFor !== subjectKey) {
    setShownFor(subjectKey)
    setEdited(undefined)
  }
  const grants = edited ?? loaded?.grants
  const changes = loaded && grants ? diffGrants(loaded.tree, loaded.grants, grants) : []
  const save = useSavePermissions(providerName, providerKey)
  // Ticks not saved yet: closing the page's tab or the browser tab asks too.
  useUnsavedChanges(open && changes.length > 0)

  const submit = () => {
    if (changes.length === 0) return onClose()
    // A failed save keeps the dialog and the ticks; its toast says why.
    save.mutateAsync(changes).then(onClose, () => undefined)
  }
  const close = () => {
    if (save.isPending) return
    if (changes.length === 0) return onClose()
    confirmDiscard(onClose)
  }

  return (
    <Modal
      open={open}
      title={t('title', { subject })}
      width={880}
      onOk={submit}
      onCancel={close}
      okText={t('crud:save')}
      okButtonProps={{ loading: save.isPending, disabled: !loaded }}
      cancelButtonProps={{ disabled: save.isPending }}
      mask={{ closable: false }}
      destroyOnHidden
      modalRender={loopFocus}
    >
      {query.isError && !data ? (
        <Result
          status="warning"
          title={t('loadFailed')}
          extra={<Button onClick={() => void query.refetch()}>{t('crud:retry')}</Button>}
        />
      ) : loaded && grants ? (
        <PermissionTreeView tree={loaded.tree} grants={grants} onChange={setEdited} />
      ) : (
        <Spin spinning>
          <div style={{ minHeight: 240 }} />
        </Spin>
      )}
    </Modal>
  )
}
