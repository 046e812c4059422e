import { useQuery } from '@tanstack/react-query'
import { Drawer, Form, Input, InputNumber, Radio, Select, Space, Switch } from 'antd'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { OrganizationSelect } from '@/modules/organization'
import { UserPicker } from '@/modules/project'
import { useTenantScope } from '@/query/query-scope'
import { positionChoicesQuery } from '../../api/scheme-api'
import type { SchemeSettings, StartScope } from '../../api/scheme-dtos'
import type { SchemeExtras } from './use-designer-actions'
import type { FormFieldChoice } from './use-scheme-form-fields'

const defaults: SchemeSettings = {
  allowWithdraw: true,
  dedupe: 1,
  titleTemplate: null,
  summaryFields: [],
  numberRule: null,
  remindMinIntervalMinutes: 10,
}
const anyone: StartScope = { organizationIds: [], positionIds: [], userIds: [] }

/**
 * The scheme's settings (workflow-api.md §2 `settings`, `startScope`): who may start it, by
 * organisation, position or user (all empty: anyone with a grant on the project), the title
 * template, up to five summary fields, the number rule, withdraw, dedupe and the remind interval.
 * Changes go into the draft; Save sends them.
 */
export function SettingsPanel({
  value,
  onChange,
  fields,
  onClose,
}: {
  value: SchemeExtras
  onChange: (next: SchemeExtras) => void
  fields: FormFieldChoice[]
  onClose: () => void
}) {
  const { t } = useTranslation('workflow-scheme')
  const positions = useQuery(positionChoicesQuery(useTenantScope())).data ?? []
  const settings = { ...defaults, ...value.settings }
  const scope = { ...anyone, ...value.startScope }
  const set = (patch: Partial<SchemeSettings>) => onChange({ ...value, settings: { ...settings, ...patch } }) // prettier-ignore
  const setScope = (patch: Partial<StartScope>) => onChange({ ...value, startScope: { ...scope, ...patch } }) // prettier-ignore
  // Each box is named by its label (htmlFor → id): antd ties them only for a Form.Item with `name`.
  const id = useId()
  return (
    <Drawer open onClose={onClose} size={560} title={t('settings')}>
      <Form layout="vertical">
        <Form.Item
          label={t('startScopeOrganizations')}
          htmlFor={`${id}-orgs`}
          extra={t('startScopeHelp')}
        >
          <OrganizationSelect
            multiple
            id={`${id}-orgs`}
            value={scope.organizationIds}
            onChange={(organizationIds) => setScope({ organizationIds })}
          />
        </Form.Item>
        <Form.Item label={t('startScopePositions')} htmlFor={`${id}-positions`}>
          <Select
            mode="multiple"
            id={`${id}-positions`}
            value={scope.positionIds}
            onChange={(positionIds: string[]) => setScope({ positionIds })}
            options={positions.map((p) => ({ value: p.id, label: p.name }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item label={t('startScopeUsers')} htmlFor={`${id}-users`}>
          <UserPicker<string[]>
            mode="multiple"
            id={`${id}-users`}
            value={scope.userIds}
            onChange={(userIds) => setScope({ userIds })}
          />
        </Form.Item>
        <Form.Item
          label={t('titleTemplate')}
          htmlFor={`${id}-title`}
          extra={t('titleTemplateHelp')}
        >
          <Input
            id={`${id}-title`}
            maxLength={128}
            value={settings.titleTemplate ?? ''}
            onChange={(e) => set({ titleTemplate: e.target.value || null })}
          />
        </Form.Item>
        <Form.Item label={t('summaryFields')} htmlFor={`${id}-summary`}>
          <Select
            mode="multiple"
            maxCount={5}
            id={`${id}-summary`}
            value={settings.summaryFields}
            onChange={(summaryFields: string[]) => set({ summaryFields })}
            options={fields.map((f) => ({ value: f.key, label: f.label }))}
          />
        </Form.Item>
        <Form.Item label={t('numberRule')} extra={t('numberRuleHelp')}>
          <Space>
            <Input
              aria-label={t('numberPrefix')}
              placeholder={t('numberPrefix')}
              maxLength={8}
              style={{ width: 120 }}
              value={settings.numberRule?.prefix ?? ''}
              onChange={(e) =>
                set({
                  numberRule: e.target.value
                    ? { prefix: e.target.value, seqLength: settings.numberRule?.seqLength ?? 3 }
                    : null,
                })
              }
            />
            <InputNumber
              aria-label={t('numberDigits')}
              min={3}
              max={6}
              disabled={!settings.numberRule}
              value={settings.numberRule?.seqLength ?? 3}
              onChange={(seqLength) =>
                settings.numberRule &&
                set({ numberRule: { ...settings.numberRule, seqLength: seqLength ?? 3 } })
              }
            />
          </Space>
        </Form.Item>
        <Form.Item label={t('allowWithdraw')} htmlFor={`${id}-withdraw`}>
          <Switch
            id={`${id}-withdraw`}
            checked={settings.allowWithdraw}
            onChange={(allowWithdraw) => set({ allowWithdraw })}
          />
        </Form.Item>
        <Form.Item label={t('dedupe')}>
          <Radio.Group
            name="dedupe"
            aria-label={t('dedupe')}
            value={settings.dedupe}
            onChange={(e) => set({ dedupe: e.target.value as number })}
            options={[1, 2, 3].map((d) => ({ value: d, label: t(`dedupeModes.${d}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('remindInterval')} htmlFor={`${id}-remind`}>
          <InputNumber
            id={`${id}-remind`}
            min={1}
            value={settings.remindMinIntervalMinutes}
            onChange={(v) => set({ remindMinIntervalMinutes: v ?? 10 })}
          />
        </Form.Item>
      </Form>
    </Drawer>
  )
}
