import { Alert, Form, Modal, Spin } from 'antd'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { isStaleRecordError, toFieldErrors, type FieldErrorCodes } from './server-errors'
import { useConfirmDiscard } from './use-confirm-discard'

export interface CrudFormModalProps<TValues extends object> {
  open: boolean
  title: string
  /** Create: the defaults; edit: the record's values. A new object while open resets the form. */
  initialValues: Partial<TValues> | undefined
  /** The record to edit is still loading. */
  loading?: boolean
  /** Saves; rejects with the ApiError of a failed call (whose toast the HTTP client showed). */
  onSubmit: (values: TValues) => Promise<unknown>
  /** Closes the dialog (after a save, or when the user leaves). */
  onClose: () => void
  fieldErrorCodes?: FieldErrorCodes
  /** The record changed meanwhile (409, identity ConcurrencyFailure): reload it. */
  onStale?: () => void
  /** The form's Form.Items. */
  children: ReactNode
}

/**
 * antd Form in a Modal for create and edit. Client rules come from the Form.Items. A failed save
 * keeps the dialog open with everything typed: ABP validation errors and mapped business errors
 * go on their fields, a stale record is reloaded and said so. The OK button shows progress and
 * a second submit while saving is ignored. Leaving with unsaved changes asks first.
 */
export function CrudFormModal<TValues extends object>(props: CrudFormModalProps<TValues>) {
  const { open, title, initialValues, loading = false, onSubmit, onClose, children } = props
  const { t } = useTranslation('crud')
  const confirmDiscard = useConfirmDiscard()
  const [form] = Form.useForm<TValues>()
  const [saving, setSaving] = useState(false)
  const [isStale, setIsStale] = useState(false)
  const savingRef = useRef(false)
  // Field ids are `<form name>_<field>`: unique, even beside a search form with the same fields.
  const formName = `crud-form${useId().replace(/:/g, '')}`

  // The record's values arrive (edit) or are reloaded after a stale save: they replace what the
  // form shows then, but never what the user is typing otherwise.
  const reloadRef = useRef(false)
  useEffect(() => {
    if (!open || !initialValues || (form.isFieldsTouched() && !reloadRef.current)) return
    reloadRef.current = false
    form.resetFields()
  }, [form, open, initialValues])

  const save = async (values: TValues) => {
    if (savingRef.current) return
    savingRef.current = true
    setSaving(true)
    try {
      await onSubmit(values)
      setIsStale(false)
      onClose()
    } catch (error) {
      if (isStaleRecordError(error)) {
        setIsStale(true)
        reloadRef.current = true
        props.onStale?.()
      } else {
        const names = Object.keys(form.getFieldsValue())
        form.setFields(toFieldErrors(error, names, props.fieldErrorCodes) as never)
      }
    } finally {
      savingRef.current = false
      setSaving(false)
    }
  }

  const close = () => {
    if (savingRef.current) return
    setIsStale(false)
    if (!form.isFieldsTouched()) return onClose()
    confirmDiscard(onClose)
  }

  return (
    <Modal
      open={open}
      title={title}
      onOk={() => form.submit()}
      onCancel={close}
      okText={t('save')}
      okButtonProps={{ loading: saving, disabled: loading }}
      cancelButtonProps={{ disabled: saving }}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {isStale && (
        <Alert type="warning" showIcon title={t('staleRecord')} style={{ marginBottom: 16 }} />
      )}
      <Spin spinning={loading}>
        <Form<TValues>
          form={form}
          name={formName}
          layout="vertical"
          initialValues={initialValues}
          onFinish={(values) => void save(values)}
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
