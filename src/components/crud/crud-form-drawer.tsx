import { Button, Drawer, Flex, Form, Spin, type FormInstance } from 'antd'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldErrorCodes } from './server-errors'
import { StaleRecordAlert } from './stale-record-alert'
import { useCrudForm, type FieldName } from './use-crud-form'

export interface CrudFormDrawerProps<TValues extends object> {
  open: boolean
  title: string
  /** The record's values; a new object while open resets the form (after a stale save). */
  initialValues: Partial<TValues> | undefined
  /** The record is still loading. */
  loading?: boolean
  /** Saves; rejects with the ApiError of a failed call (whose toast the HTTP client showed). */
  onSubmit: (values: TValues) => Promise<unknown>
  onClose: () => void
  fieldErrorCodes?: FieldErrorCodes
  /** The record changed meanwhile (409): read it again (useCrudForm). */
  onStale?: () => void | Promise<unknown>
  /** Fields with errors (the client's rules or the server's), first one first: show its tab. */
  onErrorFields?: (names: FieldName[]) => void
  /** The form, for fields that follow others (`Form.useForm()` of the caller). */
  form?: FormInstance<TValues>
  width?: number
  children: ReactNode
}

/**
 * The edit form of a large record in a Drawer (one Save for everything, e.g. tabs of settings):
 * CrudFormModal's behaviour — server field errors on their fields, a stale record reloaded and
 * said so, no double submit, a question before discarding changes — plus `onErrorFields`, so a
 * tabbed form can show the tab of the first error.
 */
export function CrudFormDrawer<TValues extends object>(props: CrudFormDrawerProps<TValues>) {
  const { open, title, loading = false, initialValues, children } = props
  const { t } = useTranslation('crud')
  const [ownForm] = Form.useForm<TValues>()
  const form = props.form ?? ownForm
  const { saving, stale, save, close, onValuesChange } = useCrudForm({ ...props, form })
  const formName = `crud-drawer${useId().replace(/:/g, '')}`

  return (
    <Drawer
      open={open}
      title={title}
      size={props.width ?? 860}
      onClose={close}
      mask={{ closable: false }}
      destroyOnHidden
      extra={
        <Flex gap="small">
          <Button onClick={close} disabled={saving}>
            {t('cancel')}
          </Button>
          <Button type="primary" onClick={() => form.submit()} loading={saving} disabled={loading}>
            {t('save')}
          </Button>
        </Flex>
      }
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
          onFinishFailed={({ errorFields }) =>
            props.onErrorFields?.(errorFields.map((field) => field.name))
          }
          disabled={saving}
        >
          {children}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Form>
      </Spin>
    </Drawer>
  )
}
