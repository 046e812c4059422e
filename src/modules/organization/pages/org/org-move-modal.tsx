import { Form, Typography } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  organizationResource,
  type OrganizationDto,
} from '@/modules/organization/api/organization-api'
import { CrudFormModal } from '@/components/crud/crud-form-modal'
import { useDialogRecord } from '@/components/crud/use-dialog-record'
import { OrgParentSelect } from './org-parent-select'
import { toUpdateInput } from './org-tree-rules'

interface MoveValues {
  parentId?: string | null
}

/**
 * Every refusal of a move concerns the new parent: a cycle, the depth, a department at the top,
 * a disabled parent, or a sibling of the same name there.
 */
const moveFieldErrorCodes = {
  'Base:OrganizationParentCycle': 'parentId',
  'Base:OrganizationMaxDepth': 'parentId',
  'Base:DepartmentNeedsParent': 'parentId',
  'Base:OrganizationDisabled': 'parentId',
  'Base:DuplicateOrganizationName': 'parentId',
}

interface OrgMoveModalProps {
  id: string
  /** The organisation's name as listed (the title, while the record loads). */
  name: string
  onClose: () => void
  onSaved: (org: OrganizationDto) => void
}

/**
 * Moves an organisation (with its subtree) under another parent or to the top level: a PUT of
 * the record as loaded with a new `parentId` (business-api.md §1.1). The picker leaves out the
 * node and its descendants; the server still refuses a cycle and the depth.
 */
export function OrgMoveModal({ id, name, onClose, onSaved }: OrgMoveModalProps) {
  const { t } = useTranslation('org')
  const { record, isLoading, reload, update } = useDialogRecord(organizationResource, id)
  const data = record.data
  const initialValues = useMemo(() => data && { parentId: data.parentId }, [data])

  const submit = async ({ parentId }: MoveValues) => {
    const input = toUpdateInput(data!, { parentId: parentId ?? null })
    onSaved(await update.mutateAsync({ id, input }))
  }

  return (
    <CrudFormModal<MoveValues>
      open
      title={t('moveTitle', { name: data?.name ?? name })}
      initialValues={initialValues}
      loading={isLoading}
      onSubmit={submit}
      onClose={onClose}
      onStale={reload}
      fieldErrorCodes={moveFieldErrorCodes}
    >
      <Typography.Paragraph type="secondary">{t('moveHelp')}</Typography.Paragraph>
      <Form.Item name="parentId" label={t('parent')}>
        <OrgParentSelect excludedId={id} />
      </Form.Item>
    </CrudFormModal>
  )
}
