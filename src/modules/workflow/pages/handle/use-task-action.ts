import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMessageApi } from '@/components/providers/message-api'
import type { FormData } from '@/modules/workflow/form-schema/form-schema-types'
import {
  addSignTask,
  approveTask,
  ccTask,
  handOverTask,
  reduceSignTask,
  rejectTask,
  resolveTask,
  returnTask,
  sealTask,
} from '@/modules/workflow/api/task-api'
import { commentOnInstance } from '@/modules/workflow/api/instance-api'
import type { AddSignMode, SignatureInput, TaskAction, TaskDetailDto } from '@/modules/workflow/api/task-dtos' // prettier-ignore
import { useWorkflowRefresh } from '@/modules/workflow/pages/instance/use-workflow-refresh'
import { actionTextKey, isTaskGone } from './handle-rules'

/** What an action sends besides the task's stamp (the dialog's or the comment box's values). */
export interface TaskActionInput {
  comment?: string
  formData?: FormData
  targetNodeId?: string
  userId?: string
  userIds?: string[]
  mode?: AddSignMode
  taskIds?: string[]
  /** Approve: the approvers picked for the following steps (StarterSelects, "previous"). */
  nextAssignees?: Record<string, string[]>
  /** Approve or seal: the step's signature. */
  signature?: SignatureInput
  /** Seal: the seal applied. */
  signKeyId?: string
}

function send(task: TaskDetailDto, action: TaskAction, input: TaskActionInput): Promise<unknown> {
  const id = task.taskId
  const stamped = { concurrencyStamp: task.concurrencyStamp, comment: input.comment || undefined }
  switch (action) {
    case 'approve':
      return approveTask(id, { ...stamped, formData: input.formData, signature: input.signature, nextAssignees: input.nextAssignees }) // prettier-ignore
    case 'seal':
      return sealTask(id, { ...stamped, signKeyId: input.signKeyId ?? '', signature: input.signature }) // prettier-ignore
    case 'reject':
      return rejectTask(id, { ...stamped, comment: input.comment ?? '' })
    case 'return':
      return returnTask(id, { ...stamped, targetNodeId: input.targetNodeId ?? '' })
    case 'transfer':
    case 'delegate':
      return handOverTask(id, action, { ...stamped, userId: input.userId ?? '' })
    case 'resolve':
      return resolveTask(id, stamped)
    case 'addSign':
      return addSignTask(id, { ...stamped, userIds: input.userIds ?? [], mode: input.mode ?? 1 })
    case 'reduce':
      return reduceSignTask(id, { concurrencyStamp: task.concurrencyStamp, taskIds: input.taskIds ?? [] }) // prettier-ignore
    case 'cc':
      return ccTask(id, { ...stamped, userIds: input.userIds ?? [] })
    case 'comment':
      return commentOnInstance(task.id, input.comment ?? '')
    case 'withdraw':
      return Promise.reject(new Error('withdraw is the instance page’s'))
  }
}

/**
 * Runs a task action. Afterwards the task, its instance, the inbox, the to-dos and the counts
 * reload. A task that moved on meanwhile (handled elsewhere, or changed: `isTaskGone`) is not an
 * error of the form: the server's toast says so, the page reloads the task and `onStaleChange`
 * lets it say why (the reloaded task is a new HandleTask: the notice lives above it).
 * Other failures reject (the dialog keeps what was typed and shows field errors).
 */
export function useTaskAction(task: TaskDetailDto, onStaleChange: (isStale: boolean) => void) {
  const { t } = useTranslation('workflow-handle')
  const message = useMessageApi()
  const refresh = useWorkflowRefresh()
  const [running, setRunning] = useState<TaskAction | null>(null)
  const run = useCallback(
    async (action: TaskAction, input: TaskActionInput): Promise<'done' | 'gone'> => {
      setRunning(action)
      try {
        await send(task, action, input)
        onStaleChange(false)
        void message.success(t(`done.${actionTextKey(action, task.kind)}`))
        await refresh()
        return 'done'
      } catch (error) {
        if (!isTaskGone(error)) throw error
        onStaleChange(true)
        await refresh()
        return 'gone'
      } finally {
        setRunning(null)
      }
    },
    [task, message, t, refresh, onStaleChange],
  )
  return { run, running }
}
