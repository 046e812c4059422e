import { Form, InputNumber, Select, Space } from 'antd'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ModelNode } from '../../scheme-model/scheme-model-types'

/** A node's timeout (§2 `timeout`): after how many minutes, and remind, approve or reject. */
export function TimeoutField({
  node,
  patch,
}: {
  node: ModelNode
  patch: (values: Partial<ModelNode>) => void
}) {
  const { t } = useTranslation('workflow-scheme')
  const id = useId()
  return (
    <Form.Item label={t('timeout')} extra={t('timeoutHelp')} htmlFor={id}>
      <Space wrap>
        <Space.Compact>
          <InputNumber
            id={id}
            min={1}
            value={node.timeout?.afterMinutes ?? null}
            onChange={(afterMinutes) =>
              patch({
                timeout: afterMinutes
                  ? {
                      afterMinutes,
                      action: node.timeout?.action ?? 1,
                      maxReminders: node.timeout?.maxReminders,
                    }
                  : undefined,
              })
            }
          />
          <Space.Addon>{t('minutes')}</Space.Addon>
        </Space.Compact>
        {node.timeout && (
          <Select
            aria-label={t('timeoutAction')}
            style={{ width: 180 }}
            value={node.timeout.action}
            onChange={(action: number) => patch({ timeout: { ...node.timeout!, action } })}
            options={[1, 2, 3].map((a) => ({ value: a, label: t(`timeoutActions.${a}`) }))}
          />
        )}
      </Space>
    </Form.Item>
  )
}
