import { Form, Select } from 'antd'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { UserPicker } from '@/modules/project'
import { OnEmptyKind, type ModelNode } from '../../scheme-model/scheme-model-types'

const kinds = [OnEmptyKind.AutoApprove, OnEmptyKind.AutoReject, OnEmptyKind.Assign, OnEmptyKind.SchemeAdmins] // prettier-ignore

/**
 * What a node does when its rules find nobody (§2 `onEmpty`): approve, reject, the scheme admins
 * (the default), or the users chosen here, stored as `{kind: 3, userIds}`; the others as a number.
 */
export function OnEmptyField({
  node,
  patch,
}: {
  node: ModelNode
  patch: (values: Partial<ModelNode>) => void
}) {
  const { t } = useTranslation('workflow-scheme')
  const id = useId()
  const kind = (typeof node.onEmpty === 'object' ? node.onEmpty.kind : node.onEmpty) ?? OnEmptyKind.SchemeAdmins // prettier-ignore
  const userIds = typeof node.onEmpty === 'object' ? (node.onEmpty.userIds ?? []) : []
  return (
    <>
      <Form.Item label={t('onEmpty')} htmlFor={`${id}-kind`}>
        <Select
          id={`${id}-kind`}
          value={kind}
          onChange={(next: number) =>
            patch({ onEmpty: next === OnEmptyKind.Assign ? { kind: next, userIds } : next })
          }
          options={kinds.map((k) => ({ value: k, label: t(`onEmptyRules.${k}`) }))}
        />
      </Form.Item>
      {kind === OnEmptyKind.Assign && (
        <Form.Item
          label={t('onEmptyUsers')}
          htmlFor={`${id}-users`}
          required
          validateStatus={userIds.length ? undefined : 'error'}
          help={userIds.length ? undefined : t('onEmptyUsersMissing')}
        >
          <UserPicker<string[]>
            mode="multiple"
            id={`${id}-users`}
            value={userIds}
            onChange={(next) => patch({ onEmpty: { kind: OnEmptyKind.Assign, userIds: next } })}
          />
        </Form.Item>
      )}
    </>
  )
}
