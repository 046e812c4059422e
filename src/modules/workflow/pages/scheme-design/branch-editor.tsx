import { Alert, Form, Input } from 'antd'
import { useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { branchOwner, updateBranch } from '../../scheme-model/model-operations'
import { NodeType, type ModelNode } from '../../scheme-model/scheme-model-types'
import { checkCondition } from './condition-check'
import { useDesignerCommands } from './designer-context'
import type { FormFieldChoice } from './use-scheme-form-fields'

/** A branch's name and, on an exclusive node's non-default branch, its condition checked as typed. */
export function BranchEditor({
  root,
  branchId,
  fields,
}: {
  root: ModelNode
  branchId: string
  fields: FormFieldChoice[]
}) {
  const { t } = useTranslation('workflow-scheme')
  const { change } = useDesignerCommands()
  const owner = branchOwner(root, branchId)
  const branch = owner?.branches?.find((b) => b.id === branchId)
  const keys = useMemo(() => new Set(fields.map((f) => f.key)), [fields])
  const id = useId()
  if (!owner || !branch) return null
  const takesCondition = owner.type === NodeType.Exclusive && !branch.isDefault
  const problem = takesCondition ? checkCondition(branch.condition ?? '', keys) : null
  return (
    <Form layout="vertical">
      <Form.Item label={t('branchNameLabel')} htmlFor={`${id}-name`}>
        <Input
          id={`${id}-name`}
          maxLength={64}
          value={branch.name}
          onChange={(e) => change((r) => updateBranch(r, branchId, { name: e.target.value }))}
        />
      </Form.Item>
      {takesCondition && (
        <Form.Item
          label={t('condition')}
          htmlFor={`${id}-condition`}
          extra={t('conditionHelp', { fields: fields.map((f) => f.key).join(', ') })}
          validateStatus={problem ? 'error' : 'success'}
          help={problem ? t(`conditionProblems.${problem.code}`, problem) : t('conditionOk')}
        >
          <Input.TextArea
            rows={3}
            spellCheck={false}
            id={`${id}-condition`}
            value={branch.condition ?? ''}
            onChange={(e) =>
              change((r) => updateBranch(r, branchId, { condition: e.target.value }))
            }
          />
        </Form.Item>
      )}
      {branch.isDefault && <Alert type="info" title={t('defaultBranchHelp')} />}
    </Form>
  )
}
