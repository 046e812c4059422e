import { Button, Result } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import type { InstanceDto } from '@/modules/workflow/api/instance-dtos'
import { WithdrawModal } from '@/modules/workflow/pages/instance/withdraw-modal'

/** After a submit: its number, a way to it, withdraw (while nobody has acted), start another. */
export function SubmittedResult(props: { instance: InstanceDto; onStartAnother: () => void }) {
  const { t } = useTranslation('workflow-start')
  const navigate = useNavigate()
  const [isWithdrawing, setWithdrawing] = useState(false)
  const [isWithdrawn, setWithdrawn] = useState(false)
  const { instance } = props
  return (
    <Result
      status={isWithdrawn ? 'info' : 'success'}
      title={isWithdrawn ? t('withdrawnTitle') : t('submittedTitle', { number: instance.number ?? '' })} // prettier-ignore
      subTitle={instance.title}
      extra={[
        <Button key="open" type="primary" onClick={() => void navigate(`/workflow/instance?id=${encodeURIComponent(instance.id)}`)}>
          {t('openInstance')}
        </Button>, // prettier-ignore
        !isWithdrawn && (
          <Button key="withdraw" danger onClick={() => setWithdrawing(true)}>
            {t('withdraw')}
          </Button>
        ),
        <Button key="again" onClick={props.onStartAnother}>
          {t('startAnother')}
        </Button>,
        isWithdrawing && (
          <WithdrawModal
            key="modal"
            instanceId={instance.id}
            title={instance.title}
            onClose={() => {
              setWithdrawing(false)
            }}
            onWithdrawn={() => setWithdrawn(true)}
          />
        ),
      ]}
    />
  )
}
