import { Col, Divider, Row, Typography } from 'antd'
import { useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { AbpValidationError } from '@/api/http/api-error'
import { compileForm } from '../form-schema/compiled-form'
import { localize } from '../form-schema/display-values'
import { pickerId, readMember } from '../form-schema/field-values'
import { groupErrorsByMember } from '../form-schema/field-errors'
import { isFieldVisible } from '../form-schema/form-evaluation'
import {
  isDisplayField,
  type FieldPermission,
  type FieldPermissions,
  type FormData,
  type FormField,
  type FormSchema,
} from '../form-schema/form-schema-types'
import { resolveFieldAccess } from './field-access'
import { FormFieldItem } from './form-field-item'
import { FormTable } from './form-table'
import { TableFrame } from './table-frame'
import { useFormDataUpdates } from './use-form-data-updates'

export interface FormRuntimeProps {
  /** The pinned form version's schema. */
  schema: FormSchema
  /** The form data; computed fields are worked out again on every change. */
  value: FormData
  onChange?: (next: FormData) => void
  /** `fill`: controls for the writable fields; `read`: every value as text. */
  mode: 'fill' | 'read'
  /** The node's field permissions (§2); Hidden fields are absent, Read ones shown as text. */
  fieldPermissions?: FieldPermissions
  /** A field the permissions do not list: Write at Start (§3 rule 5), else Read (the default). */
  unlistedPermission?: FieldPermission
  /** The server's validation errors (ABP `validationErrors`): each shown on its field or cell. */
  errors?: readonly AbpValidationError[]
  /** The instance's project: the section picker offers its sections. */
  projectId?: string
  /** The instance's section, chosen before the form: the `htdId` field shows it, read only. */
  htdId?: string
  /** The instance, so a reader can download its attachments. */
  instanceId?: string
}

const noErrors: readonly AbpValidationError[] = []

/**
 * The runtime of an approval form (workflow-api.md §1): renders a published form version to fill
 * in or to read, with the node's field permissions, computed money in exact decimals, `visibleWhen`,
 * the pickers, attachments, and the server's errors on their fields (`items[3].qty` on row 4's
 * quantity). Controlled: every change hands back the whole data, computed fields worked out.
 */
export function FormRuntime({
  schema,
  value,
  onChange,
  mode,
  fieldPermissions,
  unlistedPermission,
  errors = noErrors,
  projectId,
  htdId,
  instanceId,
}: FormRuntimeProps) {
  const { t, i18n } = useTranslation('form-runtime')
  const idPrefix = useId()
  const form = compileForm(schema)
  const errorMap = useMemo(() => groupErrorsByMember(errors), [errors])
  const sectionId = pickerId(readMember(value, 'htdId')) ?? htdId
  const scope = useMemo(() => ({ projectId, htdId: sectionId }), [projectId, sectionId])

  const { setField, setCell, addRow, removeRow } = useFormDataUpdates(form, value, onChange)

  const columns = schema.layout?.columns ?? 2
  const renderField = (field: FormField) => {
    const key = field.key
    const label = localize(field.label, i18n.language)
    if (isDisplayField(field)) {
      const help = field.help ? localize(field.help, i18n.language) : undefined
      if (field.type === 'divider') return <Divider titlePlacement="start">{label}</Divider>
      return (
        <Typography.Paragraph type={help ? undefined : 'secondary'}>
          {label}
          {help && <Typography.Text type="secondary"> {help}</Typography.Text>}
        </Typography.Paragraph>
      )
    }
    const access = resolveFieldAccess(key, {
      mode,
      fieldPermissions,
      unlistedPermission,
      isFixed: !!field.computed || (field.type === 'htd' && key === 'htdId' && !!htdId),
    })
    if (access === 'hidden' || !isFieldVisible(form, value, key)) return null
    const messages = errorMap.get(key)
    if (field.type === 'table') {
      // Not in a Form.Item: its context value is new on every render, and each of the table's
      // inputs reads it, so a key press would repaint every row however well they are memoized.
      return (
        <TableFrame
          label={label}
          isRequired={mode === 'fill' && (field.minRows ?? 0) > 0}
          messages={messages}
        >
          <FormTable
            form={form}
            table={field}
            data={value}
            isWritable={access === 'write'}
            errors={errorMap}
            onCellChange={setCell}
            onAddRow={addRow}
            onRemoveRow={removeRow}
            scope={scope}
            idPrefix={idPrefix}
          />
        </TableFrame>
      )
    }
    return (
      <FormFieldItem
        field={field}
        value={readMember(value, key)}
        access={access}
        mode={mode}
        messages={messages}
        onFieldChange={setField}
        scope={scope}
        id={`${idPrefix}-${key}`}
        instanceId={instanceId}
      />
    )
  }

  return (
    // No antd <Form> around the fields: its contexts would reach every cell of a table (see
    // TableFrame); each Form.Item lays itself out.
    <div role="group" aria-label={t('formLabel')}>
      <Row gutter={16}>
        {schema.fields.map((field) => {
          const content = renderField(field)
          if (!content) return null
          const isWide =
            columns === 1 || field.span === 2 || field.type === 'table' || isDisplayField(field)
          return (
            <Col key={field.key} xs={24} md={isWide ? 24 : 12}>
              {content}
            </Col>
          )
        })}
      </Row>
    </div>
  )
}
