import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { useQuery } from '@tanstack/react-query'
import { Button, Input, Radio, Select, Space, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { UserPicker } from '@/modules/project'
import { useTenantScope } from '@/query/query-scope'
import { positionChoicesQuery } from '../../api/scheme-api'
import type { AssigneeRule, Party } from '../../scheme-model/scheme-model-types'

const kinds = [1, 2, 3, 4, 5, 6, 7, 8] as const
const parties: Party[] = ['owner', 'constructor', 'contractor', 'supervisor']

/** A rule of `kind` with its members empty (what the editor then fills in). */
function blankRule(kind: AssigneeRule['kind']): AssigneeRule {
  switch (kind) {
    case 1: return { kind, userIds: [] }
    case 2: return { kind, roleName: '' }
    case 3: case 8: return { kind, positionId: '' }
    case 4: return { kind, party: 'supervisor', positionId: '' }
    case 5: return { kind }
    case 6: return { kind, selectableBy: 'starter' }
    case 7: return { kind, fieldKey: '' }
  }
} // prettier-ignore

/**
 * Who a node goes to (workflow-api.md §2 `assignees`: the union of the rules, in order): a row
 * per rule, its kind and its members. PartyPosition says in words whom it means.
 */
export function AssigneeEditor({
  value,
  onChange,
  userFields,
}: {
  value: AssigneeRule[]
  onChange: (rules: AssigneeRule[]) => void
  /** The form's user-picker fields (FormUserField). */
  userFields: { key: string; label: string }[]
}) {
  const { t } = useTranslation('workflow-scheme')
  const positions = useQuery(positionChoicesQuery(useTenantScope())).data ?? []
  const positionOptions = positions.map((p) => ({ value: p.id, label: p.name }))
  const set = (i: number, rule: AssigneeRule) => onChange(value.map((r, j) => (j === i ? rule : r)))
  const positionSelect = (i: number, rule: Extract<AssigneeRule, { positionId: string }>) => (
    <Select
      aria-label={t('position')}
      style={{ minWidth: 160 }}
      placeholder={t('position')}
      value={rule.positionId || undefined}
      options={positionOptions}
      showSearch={{ optionFilterProp: 'label' }}
      onChange={(positionId: string) => set(i, { ...rule, positionId })}
    />
  )
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {value.map((rule, i) => (
        <Space key={i} wrap align="start">
          <Select
            aria-label={t('assigneeKind')}
            style={{ width: 170 }}
            value={rule.kind}
            options={kinds.map((k) => ({ value: k, label: t(`assigneeKinds.${k}`) }))}
            onChange={(kind) => set(i, blankRule(kind))}
          />
          {rule.kind === 1 && (
            <UserPicker<string[]>
              mode="multiple"
              style={{ minWidth: 220 }}
              aria-label={t('users')}
              value={rule.userIds}
              onChange={(userIds) => set(i, { ...rule, userIds })}
            />
          )}
          {rule.kind === 2 && (
            <Input
              aria-label={t('roleName')}
              placeholder={t('roleName')}
              value={rule.roleName}
              onChange={(e) => set(i, { ...rule, roleName: e.target.value })}
            />
          )}
          {(rule.kind === 3 || rule.kind === 8) && positionSelect(i, rule)}
          {rule.kind === 4 && (
            <>
              <Select
                aria-label={t('party')}
                style={{ width: 150 }}
                value={rule.party}
                options={parties.map((p) => ({ value: p, label: t(`parties.${p}`) }))}
                onChange={(party: Party) => set(i, { ...rule, party })}
              />
              {positionSelect(i, rule)}
              <Typography.Text type="secondary">
                {t('partyPositionSentence', {
                  position: positions.find((p) => p.id === rule.positionId)?.name ?? '…',
                  party: t(`partyOf.${rule.party}`),
                })}
              </Typography.Text>
            </>
          )}
          {rule.kind === 6 && (
            <Radio.Group
              name={`selectableBy-${i}`}
              aria-label={t('selectableByLabel')}
              value={rule.selectableBy}
              onChange={(e) =>
                set(i, { ...rule, selectableBy: e.target.value as 'starter' | 'previous' })
              }
              options={[
                { value: 'starter', label: t('selectableBy.starter') },
                { value: 'previous', label: t('selectableBy.previous') },
              ]}
            />
          )}
          {rule.kind === 7 && (
            <Select
              aria-label={t('userField')}
              style={{ minWidth: 160 }}
              value={rule.fieldKey || undefined}
              placeholder={t('userField')}
              options={userFields.map((f) => ({ value: f.key, label: f.label }))}
              onChange={(fieldKey: string) => set(i, { ...rule, fieldKey })}
            />
          )}
          <Button
            type="text"
            icon={<DeleteOutlined />}
            aria-label={t('removeRule', { n: i + 1 })}
            onClick={() => onChange(value.filter((_r, j) => j !== i))}
          />
        </Space>
      ))}
      <Button icon={<PlusOutlined />} onClick={() => onChange([...value, blankRule(4)])}>
        {t('addRule')}
      </Button>
    </Space>
  )
}
