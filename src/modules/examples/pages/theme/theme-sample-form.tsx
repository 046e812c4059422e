import { Button, DatePicker, Form, Input, Select, Switch } from 'antd'
import type { Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { useMessageApi } from '@/components/providers/message-api'
import { formatDate } from '@/utils/date-format'

const sections = ['A1 标段', 'A2 标段', 'B1 标段']

interface SampleValues {
  material: string
  section: string
  urgent: boolean
  date: Dayjs
}

/** A small delivery form; its submit only says what would be sent. */
export function ThemeSampleForm() {
  const { t } = useTranslation('example-theme')
  const message = useMessageApi()
  return (
    <Form<SampleValues>
      layout="vertical"
      initialValues={{ section: sections[0], urgent: false }}
      onFinish={(values) =>
        void message.success(
          t('form.submitted', {
            material: values.material,
            date: formatDate(values.date.toDate()),
          }),
        )
      }
      style={{ maxWidth: 480 }}
    >
      <Form.Item
        name="material"
        label={t('form.material')}
        rules={[{ required: true, message: t('form.materialRequired') }]}
      >
        <Input placeholder="C30 商品混凝土" />
      </Form.Item>
      <Form.Item name="section" label={t('form.section')}>
        <Select options={sections.map((section) => ({ value: section, label: section }))} />
      </Form.Item>
      <Form.Item
        name="date"
        label={t('form.date')}
        rules={[{ required: true, message: t('form.dateRequired') }]}
      >
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="urgent" label={t('form.urgent')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('form.submit')}
      </Button>
    </Form>
  )
}
