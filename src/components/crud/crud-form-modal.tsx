import { Form, Modal, Spin } from 'antd'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldErrorCodes } from './server-errors'
import { StaleRecordAlert } from './stale-record-alert'
import { useCrudForm } from './use-crud-form'
import { loopFocus } from '@/components/focus-loop'

export interface CrudFormModalProps<TValues extends object> {
  open: boolean
  title: string
  /**
   * Create: the defaults; edit: the record's values. New values while open reset the form (an
   * equal object, such as defaults written inline, does not).
   */
  initialValues: Partial<TValues> | undefined
  /** The record to edit is still loading. */
  loading?: boolean
  /** Saves; rejects with the ApiError of a failed call (whose toast the HTTP client showed). */
  onSubmit: (values: TValues) => Promise<unknown>
  /** Closes the dialog (after a save, or when the user leaves). */
  onClose: () => void
  fieldErrorCodes?: FieldErrorCodes
  /** The record changed meanwhile (409, identity ConcurrencyFailure): read it again (useCrudForm). */
  onStale?: () => void | Promise<unknown>
  /** The OK button's text where the dialog does more than save (send a reason, approve). */
  okText?: string
  /** The form's Form.Items. */
  children: ReactNode
}

/**
 * antd Form in a Modal for create and edit. Client rules come from the Form.Items; a failed save
 * keeps the dialog open with everything typed (useCrudForm). The OK button shows progress.
 */
export function CrudFormModal<TValues extends object>(props: CrudFormModalProps<TValues>) {
  const { open, title, initialValues, loading = false, okText, children } = props
  const { t } = useTranslation('crud')
  const [form] = Form.useForm<TValues>()
  const { saving, stale, save, close, onValuesChange } = useCrudForm({ ...props, form })
  // Field ids are `<form name>_<field>`: unique, even beside a search form with the same fields.
  const formName = `crud-form${useId().replace(/:/g, '')}`

  return (
    <Modal
      open={open}
      title={title}
      onOk={() => form.submit()}
      onCancel={close}
      okText={okText ?? t('save')}
      okButtonProps={{ loading: saving, disabled: loading }}
      cancelButtonProps={{ disabled: saving }}
      mask={{ closable: false }}
      destroyOnHidden
      modalRender={loopFocus}
    >
      <StaleRecordAlert stale={stale} form={form} formName={formName} saving={saving} />
      <Spin spinning={loading}>
        <Form<TValues>
          form={form}
          name={formName}
          layout="vertical"
          initialValues={initialValues}
          onFinish={(values) => void save(values)}
          onValuesChange={onValuesChange}
          disabled={saving}
        >
          {children}
          {/* Enter in a field submits the form. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Form>
      </Spin>
    </Modal>
  )
}
