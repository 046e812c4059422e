import { Checkbox, Drawer, Form, Input, InputNumber, Radio, Select, Switch } from 'antd'
import { memo, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldPermission } from '../../form-schema/form-schema-types'
import { allNodes, updateNode } from '../../scheme-model/model-operations'
import { NodeType, type ModelNode, type SealRule } from '../../scheme-model/scheme-model-types'
import { AssigneeEditor } from './assignee-editor'
import { BranchEditor } from './branch-editor'
import { useDesignerCommands, type Selection } from './designer-context'
import { FieldPermissionsMatrix } from './field-permissions-matrix'
import { OnEmptyField } from './on-empty-field'
import { TimeoutField } from './timeout-field'
import type { FormFieldChoice } from './use-scheme-form-fields'

const buttonKeys = ['reject', 'return', 'transfer', 'delegate', 'addSign', 'cc'] as const
const sealPairs: SealRule[] = [
  { kind: 2, party: 'owner' },
  { kind: 2, party: 'constructor' },
  { kind: 3, party: 'contractor' },
  { kind: 3, party: 'supervisor' },
]

type NodeDrawerProps = {
  root: ModelNode
  selection: Selection | null
  fields: FormFieldChoice[]
  onClose: () => void
}

/**
 * The drawer of the selected node or branch: every change goes straight into the draft model
 * through `updateNode` (Save sends it), so closing the drawer loses nothing. Closed, it stays as
 * it was while the flow changes (a node added from a "+" paints without it: bench scheme-designer).
 */
export const NodeDrawer = memo(NodeDrawerContent, (a, b) => !a.selection && !b.selection)

function NodeDrawerContent({ root, selection, fields, onClose }: NodeDrawerProps) {
  const { t } = useTranslation('workflow-scheme')
  const node = selection && 'nodeId' in selection ? allNodes(root).find((n) => n.id === selection.nodeId) : undefined // prettier-ignore
  const branchId = selection && 'branchId' in selection ? selection.branchId : null
  return (
    <Drawer
      open={!!node || !!branchId}
      onClose={onClose}
      size={560}
      title={node ? t('nodeTitle', { name: node.name }) : t('branchTitle')}
      destroyOnHidden
    >
      {node && <NodeForm root={root} node={node} fields={fields} />}
      {branchId && <BranchEditor root={root} branchId={branchId} fields={fields} />}
    </Drawer>
  )
}

function NodeForm({
  root,
  node,
  fields,
}: {
  root: ModelNode
  node: ModelNode
  fields: FormFieldChoice[]
}) {
  const { t } = useTranslation('workflow-scheme')
  const { change } = useDesignerCommands()
  const patch = (values: Partial<ModelNode>) => change((r) => updateNode(r, node.id, values))
  const takesAssignees = node.type === NodeType.Approver || node.type === NodeType.Handler || node.type === NodeType.Cc // prettier-ignore
  const acts = node.type === NodeType.Approver || node.type === NodeType.Handler
  const hasTimeout = acts || node.type === NodeType.Seal
  const returnTargets = allNodes(root).filter((n) => n.id !== node.id && (n.type === NodeType.Start || n.type === NodeType.Approver || n.type === NodeType.Handler)) // prettier-ignore
  // Each box is named by its label (htmlFor → id): antd ties them only for a Form.Item with `name`.
  const id = useId()
  return (
    <Form layout="vertical">
      <Form.Item label={t('nodeName')} htmlFor={`${id}-name`}>
        <Input
          id={`${id}-name`}
          maxLength={64}
          value={node.name}
          onChange={(e) => patch({ name: e.target.value })}
        />
      </Form.Item>
      {takesAssignees && (
        <Form.Item label={t('assignees')}>
          <AssigneeEditor
            value={node.assignees ?? []}
            onChange={(assignees) => patch({ assignees })}
            userFields={fields.filter((f) => f.type === 'user')}
          />
        </Form.Item>
      )}
      {acts && (
        <Form.Item label={t('multiMode')}>
          <Radio.Group
            name="multiMode"
            aria-label={t('multiMode')}
            value={node.multiMode ?? 1}
            onChange={(e) => patch({ multiMode: e.target.value as number })}
            options={[1, 2, 3].map((m) => ({ value: m, label: t(`multiModes.${m}`) }))}
          />
        </Form.Item>
      )}
      {acts && node.multiMode === 2 && (
        <Form.Item label={t('passPercent')} htmlFor={`${id}-pass`}>
          <InputNumber
            id={`${id}-pass`}
            min={1}
            max={100}
            suffix="%"
            value={node.passPercent ?? 100}
            onChange={(v) => patch({ passPercent: v ?? 100 })}
          />
        </Form.Item>
      )}
      {node.type === NodeType.Approver && node.multiMode === 2 && (
        <Form.Item label={t('countersignRejectPolicy')}>
          <Radio.Group
            name="countersignRejectPolicy"
            aria-label={t('countersignRejectPolicy')}
            value={node.countersignRejectPolicy ?? 1}
            onChange={(e) => patch({ countersignRejectPolicy: e.target.value as number })}
            options={[1, 2].map((p) => ({ value: p, label: t(`countersignRejectPolicies.${p}`) }))}
          />
        </Form.Item>
      )}
      {node.type === NodeType.Approver && (
        <Form.Item label={t('rejectPolicy')} htmlFor={`${id}-reject`}>
          <Select
            id={`${id}-reject`}
            value={node.rejectPolicy?.type === 2 ? (node.rejectPolicy.nodeId ?? '') : 'end'}
            onChange={(v: string) =>
              patch({ rejectPolicy: v === 'end' ? { type: 1 } : { type: 2, nodeId: v } })
            }
            options={[
              { value: 'end', label: t('rejectEnds') },
              ...returnTargets.map((n) => ({
                value: n.id,
                label: t('rejectReturnsTo', { name: n.name }),
              })),
            ]}
          />
        </Form.Item>
      )}
      {node.type === NodeType.Seal && (
        <Form.Item label={t('seals')}>
          <Checkbox.Group
            aria-label={t('seals')}
            value={(node.seals ?? []).map((s) => s.party)}
            onChange={(parties) =>
              patch({ seals: sealPairs.filter((p) => parties.includes(p.party)) })
            }
            options={sealPairs.map((p) => ({ value: p.party, label: t(`sealOf.${p.party}`) }))}
          />
        </Form.Item>
      )}
      {(acts || node.type === NodeType.Seal) && <OnEmptyField node={node} patch={patch} />}
      {acts && (
        <Form.Item label={t('buttons')}>
          <Checkbox.Group
            aria-label={t('buttons')}
            value={buttonKeys.filter((k) => node.buttons?.[k])}
            onChange={(on) =>
              patch({ buttons: Object.fromEntries(buttonKeys.map((k) => [k, on.includes(k)])) })
            }
            options={buttonKeys
              .filter((k) => node.type === NodeType.Approver || k !== 'reject')
              .map((k) => ({ value: k, label: t(`buttonNames.${k}`) }))}
          />
        </Form.Item>
      )}
      {acts && (
        <Form.Item label={t('requireComment')} htmlFor={`${id}-comment`}>
          <Switch
            id={`${id}-comment`}
            checked={!!node.requireComment}
            onChange={(requireComment) => patch({ requireComment })}
          />
        </Form.Item>
      )}
      {(acts || node.type === NodeType.Seal) && (
        <Form.Item label={t('requireSignature')} htmlFor={`${id}-signature`}>
          <Switch
            id={`${id}-signature`}
            checked={!!node.requireSignature}
            onChange={(requireSignature) => patch({ requireSignature })}
          />
        </Form.Item>
      )}
      {hasTimeout && <TimeoutField node={node} patch={patch} />}
      {(acts || node.type === NodeType.Start) && (
        <Form.Item label={t('fieldPermissions')}>
          <FieldPermissionsMatrix
            fields={fields}
            value={node.fieldPermissions ?? {}}
            fallback={node.type === NodeType.Start ? FieldPermission.Write : FieldPermission.Read}
            onChange={(fieldPermissions) => patch({ fieldPermissions })}
          />
        </Form.Item>
      )}
    </Form>
  )
}
