import { Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import { UserPicker } from '@/modules/project'
import { CrudFormModal } from '@/components/crud/crud-form-modal'
import { useMessageApi } from '@/components/providers/message-api'
import type { InstanceSummaryDto } from '../../api/inbox-dtos'
import type { TaskDto } from '../../api/task-dtos'
import { useMonitorMutations } from './use-monitor-mutations'

/** Reassign a stuck task to another user, with a reason (Workflow.Task.Reassign). */
export function ReassignModal({ task, onClose }: { task: TaskDto; onClose: () => void }) {
  const { t } = useTranslation('workflow-task')
  const message = useMessageApi()
  const { reassign } = useMonitorMutations()
  return (
    <CrudFormModal<{ userId: string; reason: string }>
      open
      title={t('reassignTitle', { name: task.title })}
      initialValues={{}}
      onSubmit={(values) =>
        reassign
          .mutateAsync({ id: task.id, userId: values.userId, reason: values.reason.trim() })
          .then(() => void message.success(t('reassigned', { name: task.title })))
      }
      onClose={onClose}
      fieldErrorCodes={{ 'Workflow:AlreadyAssignee': 'userId' }}
    >
      <Form.Item
        name="userId"
        label={t('reassignTo')}
        rules={[
          { required: true },
          {
            validator: (_rule, value) =>
              value && value === task.assigneeId
                ? Promise.reject(new Error(t('sameAssignee')))
                : Promise.resolve(),
          },
        ]}
      >
        <UserPicker exclude={[task.assigneeId]} />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('reassignReason')}
        rules={[{ required: true, whitespace: true }, { max: 256 }]}
      >
        <Input.TextArea maxLength={256} showCount rows={2} />
      </Form.Item>
    </CrudFormModal>
  )
}

/** Terminate a running instance with a reason (Workflow.Task.Cancel); it ends Cancelled. */
export function TerminateModal({
  instance,
  onClose,
}: {
  instance: InstanceSummaryDto
  onClose: () => void
}) {
  const { t } = useTranslation('workflow-task')
  const message = useMessageApi()
  const { cancel } = useMonitorMutations()
  return (
    <CrudFormModal<{ reason: string }>
      open
      title={t('terminateTitle', { name: instance.title })}
      initialValues={{}}
      onSubmit={(values) =>
        cancel
          .mutateAsync({ id: instance.id, reason: values.reason.trim() })
          .then(() => void message.success(t('terminated', { name: instance.title })))
      }
      onClose={onClose}
    >
      <Form.Item
        name="reason"
        label={t('terminateReason')}
        rules={[{ required: true, whitespace: true }, { max: 256 }]}
      >
        <Input.TextArea maxLength={256} showCount rows={3} />
      </Form.Item>
    </CrudFormModal>
  )
}
