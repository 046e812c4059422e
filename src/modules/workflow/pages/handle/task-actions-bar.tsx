import { Button, Card, Form, Input, Space, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/api/http/api-error'
import type { SelectedAssignees } from '@/modules/workflow/api/instance-dtos'
import {
  missingPicks,
  pickErrors,
  picksToSend,
} from '@/modules/workflow/components/approver-pick-rules'
import { SelectableApprovers } from '@/modules/workflow/components/selectable-approvers'
import type { TaskAction, TaskDetailDto } from '@/modules/workflow/api/task-dtos'
import { actionButtons, actionTextKey, commentedActions, isCommentRequired } from './handle-rules'
import { initialSigning, missingSigning, signatureToSend, signingErrorOf, type StepSigningValue } from './signing-rules' // prettier-ignore
import { SealChoice, SignatureChoice } from './step-signing'
import { dialogActions, TaskActionModal, type DialogAction } from './task-action-modal'
import type { TaskActionInput } from './use-task-action'

const dangerous: ReadonlySet<TaskAction> = new Set(['reject', 'return'])
type SigningErrors = Partial<Record<'signature' | 'seal', string>>

/**
 * The node's actions only, under a comment box. Approve, reject and resolve send the box's text;
 * the others open a dialog that carries it over. The box is marked required when the node needs
 * a comment, and reject says so on the box before anything is sent. A step that requires a
 * signature asks for it above the buttons, a seal step for the seal (step-signing.tsx); what is
 * missing, or what the server refuses there, is said on that field.
 */
export function TaskActionsBar(props: {
  task: TaskDetailDto
  comment: string
  onCommentChange: (comment: string) => void
  running: TaskAction | null
  onAction: (action: TaskAction, input: TaskActionInput) => Promise<unknown>
}) {
  const { task, comment, running } = props
  const { t } = useTranslation('workflow-handle')
  const [missing, setMissing] = useState<TaskAction | null>(null)
  const [dialog, setDialog] = useState<DialogAction | null>(null)
  const nextSteps = task.nextSelectable ?? []
  const [picks, setPicks] = useState<SelectedAssignees>({})
  const [pickMessages, setPickMessages] = useState<Record<string, string>>({})
  const [signing, setSigning] = useState<StepSigningValue>(() => initialSigning(task))
  const [signingErrors, setSigningErrors] = useState<SigningErrors>({})
  const signs = task.signatureRequired && task.actions.some((a) => a === 'approve' || a === 'seal')
  const buttons = actionButtons(task.actions, task.addedTasks?.length)
  const click = (action: TaskAction) => {
    if (dialogActions.has(action)) return setDialog(action as DialogAction)
    if (isCommentRequired(action, task.commentRequired) && !comment.trim())
      return setMissing(action)
    setMissing(null)
    const lacking = missingSigning(action, task, signing)
    setSigningErrors(lacking ? { [lacking]: t(`signing.${lacking}Missing`) } : {})
    if (lacking) return
    const unpicked = action === 'approve' ? missingPicks(nextSteps, picks) : []
    setPickMessages(Object.fromEntries(unpicked.map((id) => [id, t('pickRequired')])))
    if (unpicked.length > 0) return
    const nextAssignees = action === 'approve' && nextSteps.length > 0 ? picksToSend(nextSteps, picks) : undefined // prettier-ignore
    const signature = (action === 'approve' || action === 'seal') && signs ? signatureToSend(signing.signature) : undefined // prettier-ignore
    const signKeyId = action === 'seal' ? (signing.signKeyId ?? undefined) : undefined
    void props
      .onAction(action, { comment: comment.trim(), nextAssignees, signature, signKeyId })
      .catch((error: unknown) => {
        if (isApiError(error)) setPickMessages(pickErrors(error.validationErrors, 'nextAssignees'))
        const refused = signingErrorOf(error)
        if (refused) setSigningErrors({ [refused.field]: refused.message })
      })
  }
  const changeSigning = (change: Partial<StepSigningValue>) => {
    setSigning((value) => ({ ...value, ...change }))
    setSigningErrors({})
  }
  const pick = (next: SelectedAssignees) => {
    setPicks(next)
    setPickMessages((messages) => Object.fromEntries(Object.entries(messages).filter(([id]) => !next[id]?.length))) // prettier-ignore
  }
  const labelOf = (action: TaskAction) => t(`action.${actionTextKey(action, task.kind)}`)
  return (
    <Card size="small" title={t('yourDecision', { node: task.nodeName })}>
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('comment')}
          htmlFor="task-comment"
          required={task.commentRequired}
          validateStatus={missing ? 'error' : undefined}
          help={missing ? t('commentRequiredFor', { action: labelOf(missing) }) : undefined}
        >
          <Input.TextArea
            id="task-comment"
            rows={3}
            maxLength={1000}
            value={comment}
            onChange={(e) => {
              props.onCommentChange(e.target.value)
              if (e.target.value.trim()) setMissing(null)
            }}
          />
        </Form.Item>
        {
          task.actions.includes('seal') &&
          <SealChoice task={task} value={signing.signKeyId} onChange={(signKeyId) => changeSigning({ signKeyId })} error={signingErrors.seal} /> // prettier-ignore
        }
        {
          signs &&
          <SignatureChoice task={task} value={signing.signature} onChange={(signature) => changeSigning({ signature })} error={signingErrors.signature} /> // prettier-ignore
        }
      </Form>
      {nextSteps.length > 0 && (
        <>
          <Typography.Text strong>{t('nextApprovers')}</Typography.Text>
          <SelectableApprovers
            nodes={nextSteps}
            value={picks}
            onChange={pick}
            messages={pickMessages}
          />
        </>
      )}
      <Space wrap>
        {buttons.map((action) => (
          <Button
            key={action}
            type={
              action === 'approve' || action === 'resolve' || action === 'seal'
                ? 'primary'
                : 'default'
            }
            danger={dangerous.has(action)}
            loading={running === action && commentedActions.has(action)}
            disabled={running !== null && running !== action}
            onClick={() => click(action)}
          >
            {labelOf(action)}
          </Button>
        ))}
      </Space>
      {dialog && (
        <TaskActionModal
          task={task}
          action={dialog}
          comment={comment}
          onSubmit={(input) => props.onAction(dialog, input)}
          onClose={() => setDialog(null)}
        />
      )}
    </Card>
  )
}
