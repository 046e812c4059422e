import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Flex, Input, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { FieldOption } from '../../form-schema/form-schema-types'

/** A choice field's options: a value and its Chinese label each (other languages in the JSON). */
export function OptionsEditor(props: {
  value: FieldOption[]
  onChange: (next: FieldOption[]) => void
}) {
  const { t } = useTranslation('workflow-form')
  const options = props.value
  const set = (i: number, option: FieldOption) =>
    props.onChange(options.map((o, j) => (j === i ? option : o)))
  return (
    <Flex vertical gap={4} style={{ marginBottom: 8 }}>
      <Typography.Text>{t('props.options')}</Typography.Text>
      {options.map((option, i) => (
        <Flex key={i} gap={4}>
          <Input
            size="small"
            aria-label={t('props.optionValue', { n: i + 1 })}
            value={option.value}
            onChange={(e) => set(i, { ...option, value: e.target.value })}
          />
          <Input
            size="small"
            aria-label={t('props.optionLabel', { n: i + 1 })}
            value={option.label['zh-Hans']}
            onChange={(e) =>
              set(i, { ...option, label: { ...option.label, 'zh-Hans': e.target.value } })
            }
          />
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('props.removeOption', { n: i + 1 })}
            onClick={() => props.onChange(options.filter((_, j) => j !== i))}
          />
        </Flex>
      ))}
      <Button
        size="small"
        icon={<PlusOutlined />}
        onClick={() =>
          props.onChange([
            ...options,
            { value: `o${options.length + 1}`, label: { 'zh-Hans': '' } },
          ])
        }
      >
        {t('props.addOption')}
      </Button>
    </Flex>
  )
}
