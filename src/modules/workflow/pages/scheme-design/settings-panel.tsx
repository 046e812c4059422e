import { useQuery } from '@tanstack/react-query'
import { Drawer, Form, Input, InputNumber, Radio, Select, Space, Switch } from 'antd'
import { useTranslation } from 'react-i18next'
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
 * The scheme's settings (workflow-api.md §2 `settings`, `startScope`): who may start it (empty:
 * anyone with a grant on the project), the title template, up to five summary fields, the number
 * rule, withdraw, dedupe and the remind interval. Changes go into the draft; Save sends them.
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
  return (
    <Drawer open onClose={onClose} size={560} title={t('settings')}>
      <Form layout="vertical">
        <Form.Item label={t('startScopePositions')} extra={t('startScopeHelp')}>
          <Select
            mode="multiple"
            aria-label={t('startScopePositions')}
            value={scope.positionIds}
            onChange={(positionIds: string[]) => setScope({ positionIds })}
            options={positions.map((p) => ({ value: p.id, label: p.name }))}
            showSearch={{ optionFilterProp: 'label' }}
          />{' '}
          {/* prettier-ignore */}
        </Form.Item>
        <Form.Item label={t('startScopeUsers')}>
          <UserPicker<string[]>
            mode="multiple"
            aria-label={t('startScopeUsers')}
            value={scope.userIds}
            onChange={(userIds) => setScope({ userIds })}
          />{' '}
          {/* prettier-ignore */}
        </Form.Item>
        <Form.Item label={t('titleTemplate')} extra={t('titleTemplateHelp')}>
          <Input
            aria-label={t('titleTemplate')}
            maxLength={128}
            value={settings.titleTemplate ?? ''}
            onChange={(e) => set({ titleTemplate: e.target.value || null })}
          />{' '}
          {/* prettier-ignore */}
        </Form.Item>
        <Form.Item label={t('summaryFields')}>
          <Select
            mode="multiple"
            maxCount={5}
            aria-label={t('summaryFields')}
            value={settings.summaryFields}
            onChange={(summaryFields: string[]) => set({ summaryFields })}
            options={fields.map((f) => ({ value: f.key, label: f.label }))}
          />{' '}
          {/* prettier-ignore */}
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
            />{' '}
            {/* prettier-ignore */}
            <InputNumber aria-label={t('numberDigits')} min={3} max={6} disabled={!settings.numberRule} value={settings.numberRule?.seqLength ?? 3} onChange={(seqLength) => settings.numberRule && set({ numberRule: { ...settings.numberRule, seqLength: seqLength ?? 3 } })} />{' '}
            {/* prettier-ignore */}
          </Space>
        </Form.Item>
        <Form.Item label={t('allowWithdraw')}>
          <Switch
            checked={settings.allowWithdraw}
            onChange={(allowWithdraw) => set({ allowWithdraw })}
          />
        </Form.Item>
        <Form.Item label={t('dedupe')}>
          <Radio.Group
            name="dedupe"
            value={settings.dedupe}
            onChange={(e) => set({ dedupe: e.target.value as number })}
            options={[1, 2, 3].map((d) => ({ value: d, label: t(`dedupeModes.${d}`) }))}
          />{' '}
          {/* prettier-ignore */}
        </Form.Item>
        <Form.Item label={t('remindInterval')}>
          <InputNumber
            min={1}
            value={settings.remindMinIntervalMinutes}
            onChange={(v) => set({ remindMinIntervalMinutes: v ?? 10 })}
          />{' '}
          {/* prettier-ignore */}
        </Form.Item>
      </Form>
    </Drawer>
  )
}
