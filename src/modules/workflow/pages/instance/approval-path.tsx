import { Steps, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { PathStepDto } from '@/modules/workflow/api/instance-dtos'

/** Node types that are not steps anyone acts on: branches and the end are not listed. */
const listedTypes: ReadonlySet<number> = new Set([1, 2, 3, 4, 7])

const stepStatus = { passed: 'finish', current: 'process', pending: 'wait' } as const

/**
 * "Who will approve" on the start page, and the path passed and still to come on the handle and
 * instance pages (simulate's `path`): each step with its people and the way they decide.
 */
export function ApprovalPath({ path, label }: { path: readonly PathStepDto[]; label: string }) {
  const { t } = useTranslation('workflow-instance')
  const steps = path.filter((step) => listedTypes.has(step.type))
  if (steps.length === 0) return <Typography.Text type="secondary">{t('noPath')}</Typography.Text>
  return (
    <section aria-label={label}>
      <Steps
        direction="vertical"
        size="small"
        current={-1}
        items={steps.map((step) => ({
          key: step.nodeId,
          status: step.skippedReason ? 'wait' : step.state ? stepStatus[step.state] : 'wait',
          title: (
            <span>
              {step.name}
              {step.multiMode && step.assignees.length > 1 && (
                <Typography.Text type="secondary">
                  {' '}
                  · {t(`multiMode.${step.multiMode}`)}
                </Typography.Text>
              )}
            </span>
          ),
          description: step.skippedReason ? (
            <Typography.Text type="secondary">
              {t('skipped', { reason: step.skippedReason })}
            </Typography.Text>
          ) : step.assignees.length === 0 ? (
            <Typography.Text type="warning">{t('noAssignee')}</Typography.Text>
          ) : (
            step.assignees.map((person) => person.name).join('、')
          ),
        }))}
      />
    </section>
  )
}
