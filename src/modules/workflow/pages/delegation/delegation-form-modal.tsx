import { DatePicker, Form, Input, Select, Switch } from 'antd'
import dayjs from 'dayjs'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { UserPicker } from '@/modules/project'
import { CrudFormModal } from '@/components/crud/crud-form-modal'
import { useProjectStore } from '@/stores/project-store'
import type { DelegationDto } from '../../api/delegation-dtos'
import { useSchemeChoices } from '../../components/use-scheme-choices'
import {
  periodProblem,
  toDelegationForm,
  toDelegationInput,
  type DelegationFormValues,
} from './delegation-rules'
import type { DelegationMutations } from './use-delegation-mutations'

const fieldErrorCodes = {
  'Workflow:DelegationPeriodInvalid': 'period',
  'Workflow:DelegationOverlap': 'period',
}

/**
 * A delegation (workflow-api §5): to whom, for how long (at most 180 days), for which schemes
 * (none: all) and which project (none: all), why. There is no GET by id: an edit starts from the
 * list's row, and a stale save reloads the list. `forOthers` (everyone's tab) names the delegator.
 */
export function DelegationFormModal({
  row,
  forOthers,
  mutations,
  onReload,
  onClose,
}: {
  row: DelegationDto | undefined
  forOthers: boolean
  mutations: Pick<DelegationMutations, 'create' | 'update'>
  onReload: () => void
  onClose: () => void
}) {
  const { t } = useTranslation('workflow-delegation')
  const schemes = useSchemeChoices()
  const initialValues = useMemo<Partial<DelegationFormValues>>(
    () =>
      row
        ? toDelegationForm(row)
        : {
            period: [dayjs().startOf('minute'), dayjs().startOf('minute').add(7, 'day')],
            schemeIds: [],
            projectId: null,
            enabled: true,
          },
    [row],
  )
  const schemeOptions = useMemo(() => {
    const known = new Set(schemes.map((s) => s.value))
    const own = (row?.schemeIds ?? []).flatMap((id, i) =>
      known.has(id) ? [] : [{ value: id, label: row?.schemeNames[i] ?? id }],
    )
    return [...schemes, ...own]
  }, [schemes, row])

  // My projects (the switcher's: any user has them), plus the row's own should I have lost it.
  const projects = useProjectStore((s) => s.projects)
  const projectOptions = useMemo(() => {
    const options = projects.map((p) => ({ value: p.id, label: p.projName }))
    if (row?.projectId && !options.some((o) => o.value === row.projectId)) {
      options.push({ value: row.projectId, label: row.projName ?? row.projectId })
    }
    return options
  }, [projects, row])

  const submit = (values: DelegationFormValues) => {
    const input = toDelegationInput(forOthers ? values : { ...values, delegatorId: null })
    return row
      ? mutations.update.mutateAsync({
          id: row.id,
          input: { ...input, concurrencyStamp: row.concurrencyStamp },
        })
      : mutations.create.mutateAsync(input)
  }

  return (
    <CrudFormModal<DelegationFormValues>
      open
      title={row ? t('editTitle') : t('createTitle')}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
      onStale={onReload}
      fieldErrorCodes={fieldErrorCodes}
    >
      {forOthers && (
        <Form.Item name="delegatorId" label={t('delegator')} rules={[{ required: true }]}>
          <UserPicker disabled={!!row} />
        </Form.Item>
      )}
      <Form.Item
        name="delegateeId"
        label={t('delegatee')}
        dependencies={['delegatorId']}
        rules={[
          { required: true },
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              value && value === getFieldValue('delegatorId')
                ? Promise.reject(new Error(t('notSelf')))
                : Promise.resolve(),
          }),
        ]}
      >
        <UserPicker />
      </Form.Item>
      <Form.Item
        name="period"
        label={t('period')}
        required
        rules={[
          {
            validator: (_rule, value: DelegationFormValues['period'] | null) => {
              const problem = periodProblem(value)
              return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve()
            },
          },
        ]}
      >
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item name="schemeIds" label={t('schemes')} extra={t('schemesHint')}>
        <Select
          mode="multiple"
          allowClear
          options={schemeOptions}
          placeholder={t('allSchemes')}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item name="projectId" label={t('project')}>
        <Select
          allowClear
          options={projectOptions}
          placeholder={t('allProjects')}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item name="reason" label={t('reason')} rules={[{ max: 256 }]}>
        <Input.TextArea maxLength={256} showCount rows={2} />
      </Form.Item>
      <Form.Item name="enabled" label={t('enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </CrudFormModal>
  )
}
