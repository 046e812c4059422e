import { Empty, Form, Input, Radio, Switch, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  numericFieldTypes,
  type FieldOption,
  type FormField,
} from '../../form-schema/form-schema-types'
import type { DesignIssue } from './design-checks'
import { targetField, type DesignerAction, type DesignerState } from './designer-state'
import { useIssueText } from './issue-marks'
import { OptionsEditor } from './options-editor'
import {
  DefaultInput,
  ExpressionInput,
  KeyInput,
  LocalizedInputs,
  NumberInput,
} from './property-inputs'

interface FieldPropertiesProps {
  state: DesignerState
  /** The selected field's issues (as typed and the server's). */
  issues: readonly DesignIssue[]
  dispatch: (action: DesignerAction) => void
}

const isNumeric = (field: FormField) =>
  (numericFieldTypes as readonly string[]).includes(field.type)
const hasLength = (field: FormField) => field.type === 'input' || field.type === 'textarea'
const isChoice = (field: FormField) => field.type === 'select' || field.type === 'radio' || field.type === 'checkbox' // prettier-ignore
const hasDefault = (field: FormField) => hasLength(field) || isNumeric(field)

/** The selected field's properties, per its type (§1's members). */
export function FieldProperties({ state, issues, dispatch }: FieldPropertiesProps) {
  const { t } = useTranslation('workflow-form')
  const issueText = useIssueText()
  const target = state.selected
  const field = target ? targetField(state, target) : undefined
  if (!target || !field) return <Empty description={t('props.none')} />

  const set = (patch: Record<string, unknown>) => dispatch({ type: 'update', target, patch })
  const table = state.schema.fields[state.ids.indexOf(target.id)]
  const siblings = target.column === undefined ? state.schema.fields : table.type === 'table' ? table.columns : [] // prettier-ignore
  const otherKeys = new Set(siblings.filter((f) => f !== field).map((f) => f.key))
  const issueOf = (member: string) => {
    const issue = issues.find((i) => i.path.endsWith(`.${member}`))
    return issue ? issueText(issue) : undefined
  }
  const isDisplay = field.type === 'text' || field.type === 'divider'

  return (
    <Form
      layout="vertical"
      size="small"
      key={`${target.id}:${target.column ?? ''}`}
      component="div"
    >
      <Typography.Title level={5}>
        {t('props.title', { type: t(`types.${field.type}`) })}
      </Typography.Title>
      <KeyInput value={field.key} otherKeys={otherKeys} onChange={(key) => set({ key })} />
      <LocalizedInputs
        label={t('props.label')}
        required
        value={field.label}
        onChange={(label) => set({ label })}
      />
      {!isDisplay && (
        <Form.Item label={t('props.required')} style={{ marginBottom: 8 }}>
          <Switch
            aria-label={t('props.required')}
            checked={field.required === true}
            onChange={(on) => set({ required: on || undefined })}
          />
        </Form.Item>
      )}
      {target.column === undefined && (
        <Form.Item label={t('props.span')} style={{ marginBottom: 8 }}>
          <Radio.Group
            value={field.span ?? 1}
            onChange={(e) => set({ span: e.target.value === 2 ? 2 : undefined })}
            options={[
              { value: 1, label: t('props.span1') },
              { value: 2, label: t('props.span2') },
            ]}
          />
        </Form.Item>
      )}
      {hasLength(field) && (
        <NumberInput
          label={t('props.maxLength')}
          min={1}
          max={4000}
          value={field.maxLength}
          onChange={(maxLength) => set({ maxLength })}
        />
      )}
      {isNumeric(field) && (
        <>
          <NumberInput label={t('props.min')} value={field.min} onChange={(min) => set({ min })} />
          <NumberInput label={t('props.max')} value={field.max} onChange={(max) => set({ max })} />
        </>
      )}
      {field.type === 'decimal' && (
        <NumberInput
          label={t('props.scale')}
          min={0}
          max={6}
          value={field.scale}
          onChange={(scale) => set({ scale })}
        />
      )}
      {isChoice(field) && 'options' in field && (
        <OptionsEditor
          value={field.options}
          onChange={(options: FieldOption[]) => set({ options })}
        />
      )}
      {field.type === 'dict' && (
        <Form.Item
          label={t('props.dictionary')}
          required
          validateStatus={issueOf('dictionary') ? 'error' : undefined}
          help={issueOf('dictionary')}
          style={{ marginBottom: 8 }}
        >
          <Input
            size="small"
            placeholder="MaterialUnit"
            value={field.dictionary}
            onChange={(e) => set({ dictionary: e.target.value })}
          />
        </Form.Item>
      )}
      {field.type === 'upload' && (
        <NumberInput
          label={t('props.maxCount')}
          min={1}
          max={100}
          value={field.maxCount}
          onChange={(maxCount) => set({ maxCount })}
        />
      )}
      {field.type === 'table' && (
        <>
          <NumberInput
            label={t('props.minRows')}
            min={0}
            max={500}
            value={field.minRows}
            onChange={(minRows) => set({ minRows })}
          />
          <NumberInput
            label={t('props.maxRows')}
            min={1}
            max={500}
            value={field.maxRows}
            onChange={(maxRows) => set({ maxRows })}
          />
        </>
      )}
      {hasDefault(field) && !field.computed && (
        <DefaultInput
          label={t('props.defaultValue')}
          numeric={isNumeric(field)}
          value={field.defaultValue}
          onChange={(defaultValue) => set({ defaultValue })}
        />
      )}
      {isNumeric(field) && (
        <ExpressionInput
          label={t('props.computed')}
          placeholder="qty * price"
          value={field.computed}
          issue={issueOf('computed')}
          onChange={(computed) => set({ computed })}
        />
      )}
      {field.type !== 'divider' && (
        <ExpressionInput
          label={t('props.visibleWhen')}
          placeholder="total > 1000000"
          value={field.visibleWhen}
          issue={issueOf('visibleWhen')}
          onChange={(visibleWhen) => set({ visibleWhen })}
        />
      )}
      <LocalizedInputs
        label={t('props.help')}
        value={field.help}
        onChange={(help) => set({ help })}
      />
    </Form>
  )
}
