import { Alert, Button, Result } from 'antd'
import { useState } from 'react'
import { isApiError, type AbpValidationError } from '@/api/http/api-error'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import type { TaskAction, TaskDetailDto } from '@/modules/workflow/api/task-dtos'
import { InstanceBody } from '@/modules/workflow/pages/instance/instance-body'
import { LazyFormRuntime } from '@/modules/workflow/form-runtime/lazy-form-runtime'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { hasWritableField, taskFieldPermissions, writableData } from './handle-rules'
import { TaskActionsBar } from './task-actions-bar'
import { useTaskAction, type TaskActionInput } from './use-task-action'

/**
 * One task as its assignee sees it: the form with the node's field permissions (hidden fields
 * absent, writable ones editable), the instance, and the node's actions. What is typed (the
 * comment, writable fields) is unsaved work until an action sends it.
 */
export function HandleTask(props: {
  task: TaskDetailDto
  isStale: boolean
  onStaleChange: (isStale: boolean) => void
}) {
  const { task, isStale } = props
  const { t } = useTranslation('workflow-handle')
  const navigate = useNavigate()
  const permissions = taskFieldPermissions(task.formSchema, task.fieldPermissions)
  const canAct = task.actions.length > 0
  const isEditable = canAct && hasWritableField(permissions)
  const [data, setData] = useState(task.formData)
  const [comment, setComment] = useState('')
  const [errors, setErrors] = useState<readonly AbpValidationError[]>([])
  const { run, running } = useTaskAction(task, props.onStaleChange)
  useUnsavedChanges(canAct && (comment.trim() !== '' || data !== task.formData))

  const act = async (action: TaskAction, input: TaskActionInput) => {
    const formData =
      action === 'approve' && isEditable ? writableData(data, permissions) : undefined
    try {
      const outcome = await run(action, { ...input, formData })
      if (outcome === 'done' && action !== 'comment') setComment('')
      return outcome
    } catch (error) {
      // A writable field the server refused shows its message on the field (or cell).
      if (isApiError(error)) setErrors(error.validationErrors)
      throw error
    }
  }

  const form = (
    <LazyFormRuntime
      schema={task.formSchema}
      value={isEditable ? data : task.formData}
      onChange={setData}
      mode={isEditable ? 'fill' : 'read'}
      fieldPermissions={permissions}
      errors={errors}
      projectId={task.projectId}
      htdId={task.htdId ?? undefined}
      instanceId={task.id}
    />
  )
  const openInstance = () => void navigate(`/workflow/instance?id=${encodeURIComponent(task.id)}`)
  return (
    <InstanceBody
      instance={task}
      form={form}
      actions={
        <>
          {isStale && <Alert type="warning" showIcon message={t('staleReloaded')} />}
          {task.onBehalfOfName && (
            <Alert type="info" showIcon message={t('onBehalfOf', { owner: task.onBehalfOfName })} />
          )}
          {canAct ? (
            <TaskActionsBar
              task={task}
              comment={comment}
              onCommentChange={setComment}
              running={running}
              onAction={act}
            />
          ) : (
            <Result
              status="info"
              title={t('nothingToDo')}
              subTitle={t('nothingToDoHint')}
              extra={<Button onClick={openInstance}>{t('openInstance')}</Button>}
            />
          )}
        </>
      }
    />
  )
}
