import { CopyOutlined, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons'
import { Button, Input, Space, Tooltip, type InputProps } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMessageApi } from '@/components/providers/message-api'

interface SecretInputProps extends Omit<InputProps, 'type' | 'value' | 'onChange'> {
  value?: string
  onChange?: InputProps['onChange']
  /** A copy button beside the field (Clipboard API). */
  copyable?: boolean
}

/**
 * A masked text field (a password, a connection string) with its own reveal and copy buttons:
 * real buttons, reachable by Tab, named for screen readers, unlike Input.Password's eye icon.
 * A Form.Item's id, value and onChange reach the input.
 */
export function SecretInput({
  copyable = false,
  value,
  onChange,
  ...inputProps
}: SecretInputProps) {
  const { t } = useTranslation('tenant')
  const message = useMessageApi()
  const [isVisible, setIsVisible] = useState(false)

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value ?? '')
      void message.success(t('copied'))
    } catch {
      void message.error(t('copyFailed'))
    }
  }
  const revealLabel = isVisible ? t('hide') : t('show')

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        {...inputProps}
        value={value}
        onChange={onChange}
        type={isVisible ? 'text' : 'password'}
        spellCheck={false}
      />
      <Tooltip title={revealLabel}>
        <Button
          icon={isVisible ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          aria-label={revealLabel}
          aria-pressed={isVisible}
          onClick={() => setIsVisible((visible) => !visible)}
        />
      </Tooltip>
      {copyable && (
        <Tooltip title={t('copy')}>
          <Button
            icon={<CopyOutlined />}
            aria-label={t('copy')}
            disabled={!value}
            onClick={() => void copy()}
          />
        </Tooltip>
      )}
    </Space.Compact>
  )
}
