import { DatePicker, Flex, Form } from 'antd'
import { dateFormat } from '@/utils/date-format'
import { dateOrderRule } from './project-field-rules'

interface DateRangeFieldsProps {
  startLabel: string
  endLabel: string
  /** Shown on the end date when it is before the start (X1). */
  orderMessage: string
}

/**
 * The optional `startDate` / `endDate` pair of a project or contract section, side by side; the
 * end must not be before the start. The form holds dayjs values (abp-date converts them).
 */
export function DateRangeFields({ startLabel, endLabel, orderMessage }: DateRangeFieldsProps) {
  return (
    <Flex gap="middle">
      <Form.Item name="startDate" label={startLabel} style={{ flex: 1 }}>
        <DatePicker format={dateFormat} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="endDate"
        label={endLabel}
        dependencies={['startDate']}
        rules={[dateOrderRule(orderMessage)]}
        style={{ flex: 1 }}
      >
        <DatePicker format={dateFormat} style={{ width: '100%' }} />
      </Form.Item>
    </Flex>
  )
}
