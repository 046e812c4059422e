import { useMutation } from '@tanstack/react-query'
import { Button, Space } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { useMessageApi } from '@/components/providers/message-api'
import { remindInstance } from '@/modules/workflow/api/instance-api'
import { InstanceStatus, type InstanceDto } from '@/modules/workflow/api/instance-dtos'
import { useUserStore } from '@/stores/user-store'
import { starterActionsOf } from './instance-rules'
import { WithdrawModal } from './withdraw-modal'

/** Withdraw and remind (催办), for the starter of a running approval. */
export function StarterActions({ instance }: { instance: InstanceDto }) {
  const { t } = useTranslation('workflow-instance')
  const message = useMessageApi()
  const userId = useUserStore((s) => s.id)
  const navigate = useNavigate()
  const [isWithdrawing, setWithdrawing] = useState(false)
  const remind = useMutation({
    mutationFn: () => remindInstance(instance.id),
    onSuccess: () => void message.success(t('reminded')),
  })
  const { canWithdraw, canRemind } = starterActionsOf(instance, userId)
  const isOwnDraft = instance.status === InstanceStatus.Draft && instance.starterId === userId
  if (isOwnDraft) {
    const edit = () => void navigate(`/workflow/start?draft=${encodeURIComponent(instance.id)}`)
    return (
      <Button type="primary" onClick={edit}>
        {t('continueDraft')}
      </Button>
    )
  }
  if (!canWithdraw && !canRemind) return null
  return (
    <Space wrap>
      {canRemind && (
        <Button loading={remind.isPending} onClick={() => remind.mutate()}>
          {t('remind')}
        </Button>
      )}
      {canWithdraw && (
        <Button danger onClick={() => setWithdrawing(true)}>
          {t('withdraw')}
        </Button>
      )}
      {isWithdrawing && (
        <WithdrawModal
          instanceId={instance.id}
          title={instance.title}
          onClose={() => setWithdrawing(false)}
        />
      )}
    </Space>
  )
}
