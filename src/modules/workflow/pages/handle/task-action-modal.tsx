import { Checkbox, Form, Input, Radio, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { CrudFormModal } from '@/components/crud/crud-form-modal'
import { UserPicker } from '@/modules/project'
import {
  AddSignMode,
  TaskStatus,
  type TaskAction,
  type TaskDetailDto,
} from '@/modules/workflow/api/task-dtos'
import { isCommentRequired } from './handle-rules'
import type { TaskActionInput } from './use-task-action'

/** Actions that ask for more than a comment open this dialog. */
export type DialogAction = Extract<TaskAction, 'return' | 'transfer' | 'delegate' | 'addSign' | 'reduce' | 'cc' | 'comment'> // prettier-ignore

export const dialogActions: ReadonlySet<TaskAction> = new Set<DialogAction>([
  'return',
  'transfer',
  'delegate',
  'addSign',
  'reduce',
  'cc',
  'comment',
])

/**
 * The dialog of one action: the return target, the user(s) to hand the task to or copy, the
 * add-sign mode, the added tasks to reduce; and the comment (carried over from the comment box,
 * required where the node says so). Field errors of the server land on these fields.
 */
export function TaskActionModal(props: {
  task: TaskDetailDto
  action: DialogAction
  comment: string
  onSubmit: (input: TaskActionInput) => Promise<unknown>
  onClose: () => void
}) {
  const { task, action } = props
  const { t } = useTranslation('workflow-handle')
  const commentRule = isCommentRequired(action, task.commentRequired) || action === 'comment'
  const reducible = (task.addedTasks ?? []).filter((added) => added.status === TaskStatus.Pending)
  return (
    <CrudFormModal<TaskActionInput>
      open
      title={t(`dialog.${action}`)}
      okText={t(`action.${action}`)}
      initialValues={{ comment: props.comment, mode: AddSignMode.Before }}
      onSubmit={props.onSubmit}
      onClose={props.onClose}
    >
      {action === 'return' && (
        <Form.Item name="targetNodeId" label={t('returnTo')} rules={[{ required: true }]}>
          <Select options={task.returnTargets.map((n) => ({ value: n.nodeId, label: n.name }))} />
        </Form.Item>
      )}
      {(action === 'transfer' || action === 'delegate') && (
        <Form.Item name="userId" label={t('toUser')} rules={[{ required: true }]}>
          <UserPicker<string> />
        </Form.Item>
      )}
      {(action === 'addSign' || action === 'cc') && (
        <Form.Item
          name="userIds"
          label={t(action === 'cc' ? 'ccUsers' : 'addSignUsers')}
          rules={[{ required: true }, { type: 'array', max: action === 'cc' ? 50 : 10 }]}
        >
          <UserPicker<string[]> mode="multiple" />
        </Form.Item>
      )}
      {action === 'addSign' && (
        <Form.Item name="mode" label={t('addSignMode')}>
          <Radio.Group
            options={[AddSignMode.Before, AddSignMode.After, AddSignMode.Parallel].map((mode) => ({
              value: mode,
              label: t(`addSignModes.${mode}`),
            }))}
          />
        </Form.Item>
      )}
      {action === 'reduce' && (
        <Form.Item name="taskIds" label={t('reduceWhom')} rules={[{ required: true }]}>
          <Checkbox.Group
            options={reducible.map((added) => ({ value: added.taskId, label: added.assigneeName }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="comment"
        label={t(action === 'comment' ? 'commentContent' : 'comment')}
        rules={[{ required: commentRule, whitespace: commentRule }, { max: 1000 }]}
      >
        <Input.TextArea rows={3} maxLength={1000} />
      </Form.Item>
    </CrudFormModal>
  )
}
