import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons'
import { Flex, Form, Progress, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  abpDefaultPasswordPolicy,
  checkPassword,
  passwordStrength,
  type PasswordStrength,
} from './admin-password-rules'

const progress: Record<PasswordStrength, { percent: number; color?: string }> = {
  empty: { percent: 0 },
  weak: { percent: 33, color: '#ff4d4f' },
  good: { percent: 66, color: '#faad14' },
  strong: { percent: 100, color: '#52c41a' },
}

/** The strength of the password typed in `field` and the policy's rules, met or not. */
export function AdminPasswordHint({ field }: { field: string }) {
  const { t } = useTranslation('tenant')
  const form = Form.useFormInstance()
  const password = (Form.useWatch(field, form) as string | undefined) ?? ''
  const strength = passwordStrength(password)
  const { percent, color } = progress[strength]

  return (
    <Flex vertical gap={2} style={{ marginTop: 4 }}>
      {strength !== 'empty' && (
        <Flex align="center" gap="small" aria-live="polite">
          <Progress percent={percent} steps={3} strokeColor={color} showInfo={false} size="small" />
          <Typography.Text type="secondary">
            {t('strength.label', { level: t(`strength.${strength}`) })}
          </Typography.Text>
        </Flex>
      )}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {checkPassword(password).map(({ rule, met }) => (
          <li key={rule}>
            <Typography.Text type={met ? 'success' : 'secondary'}>
              {met ? (
                <CheckCircleFilled aria-label={t('ruleMet')} />
              ) : (
                <CloseCircleOutlined aria-label={t('ruleUnmet')} />
              )}{' '}
              {t(`rule.${rule}`, { n: abpDefaultPasswordPolicy.requiredLength })}
            </Typography.Text>
          </li>
        ))}
      </ul>
    </Flex>
  )
}
