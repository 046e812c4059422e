import { Button, DatePicker, Form, Input, InputNumber } from 'antd'
import type { Dayjs } from 'dayjs'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useMessageApi } from '@/components/providers/message-api'
import { formatAmount } from '@/utils/amount-format'
import { formatDate } from '@/utils/date-format'

interface SampleValues {
  name: string
  email: string
  amount: number
  date: Dayjs
}

/**
 * A form whose labels, placeholders and validation messages come from the page's namespace. antd
 * keeps a shown error as the text it was given, so a language switch validates the fields that
 * show one again: their messages switch with the labels.
 */
export function SampleForm() {
  const { t, i18n } = useTranslation('example-i18n')
  const message = useMessageApi()
  const [form] = Form.useForm<SampleValues>()

  useEffect(() => {
    const failed = form.getFieldsError().filter((field) => field.errors.length > 0)
    if (failed.length > 0)
      void form.validateFields(failed.map((field) => field.name)).catch(() => {})
  }, [form, i18n.language])

  const onFinish = (values: SampleValues) => {
    void message.success(
      t('form.saved', {
        name: values.name.trim(),
        amount: formatAmount(values.amount),
        date: formatDate(values.date.toDate()),
      }),
    )
  }

  return (
    <Form<SampleValues> form={form} layout="vertical" onFinish={onFinish}>
      <Form.Item
        name="name"
        label={t('form.name')}
        rules={[
          { required: true, whitespace: true, message: t('form.nameRequired') },
          { max: 32, message: t('form.nameTooLong', { max: 32 }) },
        ]}
      >
        <Input placeholder={t('form.namePlaceholder')} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('form.email')}
        rules={[
          { required: true, message: t('form.emailRequired') },
          { type: 'email', message: t('form.emailInvalid') },
        ]}
      >
        <Input placeholder={t('form.emailPlaceholder')} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('form.amount')}
        rules={[
          { required: true, message: t('form.amountRequired') },
          { type: 'number', min: 0.01, message: t('form.amountPositive') },
        ]}
      >
        <InputNumber<number>
          placeholder={t('form.amountPlaceholder')}
          precision={2}
          step={100}
          prefix="¥"
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item
        name="date"
        label={t('form.date')}
        rules={[{ required: true, message: t('form.dateRequired') }]}
      >
        <DatePicker placeholder={t('form.datePlaceholder')} style={{ width: '100%' }} />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('form.submit')}
      </Button>
    </Form>
  )
}
