import { Button, Card, Flex, Skeleton, Space, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadFailed } from '@/components/crud/load-failed'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { instanceQueries } from '@/modules/workflow/api/instance-api'
import type {
  InstanceDetailDto,
  SelectedAssignees,
  StartFormDto,
} from '@/modules/workflow/api/instance-dtos'
import { ApprovalPath } from '@/modules/workflow/pages/instance/approval-path'
import { LazyFormRuntime } from '@/modules/workflow/form-runtime/lazy-form-runtime'
import { createInitialFormData } from '@/modules/workflow/form-schema/form-defaults'
import { FieldPermission } from '@/modules/workflow/form-schema/form-schema-types'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import {
  missingPicks,
  pickErrors,
  picksToSend,
} from '@/modules/workflow/components/approver-pick-rules'
import { SelectableApprovers } from '@/modules/workflow/components/selectable-approvers'
import { SubmittedResult } from './submitted-result'
import { useApproverPreview } from './use-approver-preview'
import { useStartSave, type StartTarget } from './use-start-save'
import layout from '../../components/form-beside-path.module.css'
import styles from './start-page.module.css'

/** The start form of one scheme on a project (and section), or a draft taken up again. */
export function StartForm(props: {
  target: StartTarget
  draft: InstanceDetailDto | null
  onBack: () => void
}) {
  const { target } = props
  const { t } = useTranslation('workflow-start')
  const scope = useTenantScope()
  const startForm = usePageQuery({
    ...instanceQueries.startForm(scope, target.schemeId, target.projectId, target.htdId),
    meta: { silent: true },
  })
  if (startForm.isError && !startForm.data) {
    return <LoadFailed title={t('formLoadFailed')} error={startForm.error} onRetry={() => void startForm.refetch()} /> // prettier-ignore
  }
  if (!startForm.data) return <Skeleton active paragraph={{ rows: 8 }} />
  return <StartFormLoaded {...props} startForm={startForm.data} />
}

function StartFormLoaded(props: {
  target: StartTarget
  draft: InstanceDetailDto | null
  startForm: StartFormDto
  onBack: () => void
}) {
  const { target, startForm } = props
  const { t } = useTranslation('workflow-start')
  const schema = startForm.formVersion.schema
  const [initial] = useState(
    () => props.draft?.formData ?? createInitialFormData(schema, { htdId: target.htdId }),
  )
  const [data, setData] = useState(initial)
  const [saved, setSaved] = useState(initial)
  const [selected, setSelected] = useState<SelectedAssignees>(props.draft?.selectedAssignees ?? {})
  const [unpicked, setUnpicked] = useState<readonly string[]>([])
  const save = useStartSave(target, props.draft)
  const preview = useApproverPreview({ ...target, startForm, data, selected })
  useUnsavedChanges(!save.submitted && data !== saved)

  if (save.submitted) {
    return <SubmittedResult instance={save.submitted} onStartAnother={props.onBack} />
  }
  const send = (kind: 'draft' | 'submit') => {
    const missing = kind === 'submit' ? missingPicks(startForm.selectable, selected, preview.path.map((s) => s.nodeId)) : [] // prettier-ignore
    setUnpicked(missing)
    if (missing.length > 0) return
    const picks = picksToSend(startForm.selectable, selected)
    void save.run(kind, data, picks).then((ok) => ok && setSaved(data))
  }
  const pickMessages = {
    ...pickErrors(save.errors, 'selectedAssignees'),
    ...Object.fromEntries(unpicked.filter((id) => !selected[id]?.length).map((id) => [id, t('pickRequired')])), // prettier-ignore
  }
  return (
    <Flex vertical gap="middle">
      <Space wrap align="center">
        <Button onClick={props.onBack}>{t('chooseAnother')}</Button>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {startForm.scheme.name}
        </Typography.Title>
        {save.draft && <Typography.Text type="secondary">{t('isDraft')}</Typography.Text>}
      </Space>
      <div className={layout.columns}>
        <Card size="small" title={t('form')} className={layout.main}>
          <LazyFormRuntime
            schema={schema}
            value={data}
            onChange={setData}
            mode="fill"
            fieldPermissions={startForm.fieldPermissions}
            unlistedPermission={FieldPermission.Write}
            errors={save.errors}
            projectId={target.projectId}
            htdId={target.htdId ?? undefined}
          />
        </Card>
        <Flex vertical gap="middle" className={layout.side}>
          {startForm.selectable.length > 0 && (
            <Card
              size="small"
              title={t('chooseApprovers')}
              role="region"
              aria-label={t('chooseApprovers')}
            >
              <SelectableApprovers
                nodes={startForm.selectable}
                value={selected}
                onChange={setSelected}
                messages={pickMessages}
              />
            </Card>
          )}
          <Card
            size="small"
            title={t('whoWillApprove')}
            extra={preview.isRefreshing ? <Typography.Text type="secondary">{t('refreshing')}</Typography.Text> : null} // prettier-ignore
          >
            <ApprovalPath path={preview.path} label={t('whoWillApprove')} />
          </Card>
        </Flex>
      </div>
      <Space wrap className={styles.buttons}>
        <Button
          type="primary"
          loading={save.busy === 'submit'}
          disabled={save.busy === 'draft'}
          onClick={() => send('submit')}
        >
          {t('submit')}
        </Button>
        <Button
          loading={save.busy === 'draft'}
          disabled={save.busy === 'submit'}
          onClick={() => send('draft')}
        >
          {t('saveDraft')}
        </Button>
      </Space>
    </Flex>
  )
}
