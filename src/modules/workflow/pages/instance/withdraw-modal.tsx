import { Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import { CrudFormModal } from '@/components/crud/crud-form-modal'
import { useMessageApi } from '@/components/providers/message-api'
import { withdrawInstance } from '@/modules/workflow/api/instance-api'
import { useWorkflowRefresh } from './use-workflow-refresh'

/**
 * The starter withdraws a running approval (§3 Withdraw), with a reason for the timeline. The
 * server refuses once a task after Start was acted on (`Workflow:WithdrawNotAllowed`, its toast).
 */
export function WithdrawModal(props: {
  instanceId: string
  title: string
  onClose: () => void
  onWithdrawn?: () => void
}) {
  const { t } = useTranslation('workflow-instance')
  const message = useMessageApi()
  const refresh = useWorkflowRefresh()
  const submit = async ({ reason }: { reason?: string }) => {
    await withdrawInstance(props.instanceId, reason?.trim() ?? '')
    await refresh()
    props.onWithdrawn?.()
    void message.success(t('withdrawn', { title: props.title }))
  }
  return (
    <CrudFormModal<{ reason?: string }>
      open
      title={t('withdrawTitle', { title: props.title })}
      okText={t('withdraw')}
      initialValues={{}}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <Form.Item name="reason" label={t('reason')} rules={[{ max: 1000 }]}>
        <Input.TextArea rows={3} maxLength={1000} />
      </Form.Item>
    </CrudFormModal>
  )
}
