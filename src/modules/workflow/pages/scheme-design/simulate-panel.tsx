import { Alert, Button, Drawer, Form, List, Space, Tag, Typography } from 'antd'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { HtdSelect, ProjectSelect, UserPicker } from '@/modules/project'
import { simulateScheme } from '../../api/scheme-api'
import type { SchemeDto, SimulateResult } from '../../api/scheme-dtos'
import { LazyFormRuntime } from '../../form-runtime/lazy-form-runtime'
import { createInitialFormData } from '../../form-schema/form-defaults'
import {
  FieldPermission,
  type FormData,
  type FormSchema,
} from '../../form-schema/form-schema-types'

/**
 * Simulate (workflow-api.md §2): a starter, a project and section, and sample form data filled in
 * the real form runtime (prefilled from the form's defaults) → the path the engine would take,
 * with real names, seals and their holders, and the nodes skipped and why. It runs on the saved
 * draft: `save` saves first when the model changed.
 */
export function SimulatePanel({
  open,
  onClose,
  schema,
  save,
}: {
  open: boolean
  onClose: () => void
  schema: FormSchema | null
  save: () => Promise<SchemeDto | null>
}) {
  const { t } = useTranslation('workflow-scheme')
  const [starterId, setStarterId] = useState<string>()
  const [projectId, setProjectId] = useState<string>()
  const [htdId, setHtdId] = useState<string>()
  const [data, setData] = useState<FormData | null>(null)
  const [result, setResult] = useState<SimulateResult | null>(null)
  const [running, setRunning] = useState(false)
  const formData = data ?? (schema ? createInitialFormData(schema, { htdId }) : {})
  // Each box is named by its label (htmlFor → id), as in the node drawer.
  const id = useId()

  const run = async () => {
    if (!starterId || !projectId) return
    setRunning(true)
    try {
      const current = await save()
      if (current) setResult(await simulateScheme(current.id, { starterId, projectId, htdId: htdId ?? null, formData })) // prettier-ignore
    } catch {
      // The failed call's toast says why.
    } finally {
      setRunning(false)
    }
  }
  return (
    <Drawer open={open} onClose={onClose} size={720} title={t('simulate')}>
      <Form layout="vertical">
        <Form.Item label={t('starter')} htmlFor={`${id}-starter`} required>
          <UserPicker<string> id={`${id}-starter`} value={starterId} onChange={setStarterId} />
        </Form.Item>
        <Space wrap>
          <Form.Item label={t('project')} htmlFor={`${id}-project`} required>
            <ProjectSelect
              id={`${id}-project`}
              style={{ width: 260 }}
              value={projectId}
              onChange={(id: string) => {
                setProjectId(id)
                setHtdId(undefined)
              }}
            />
          </Form.Item>
          <Form.Item label={t('filedOnSection')} htmlFor={`${id}-htd`}>
            <HtdSelect
              id={`${id}-htd`}
              style={{ width: 220 }}
              projectId={projectId}
              value={htdId}
              allowClear
              onChange={(id: string) => {
                setHtdId(id)
                setData(null)
              }}
            />
          </Form.Item>
        </Space>
        <Form.Item label={t('sampleData')}>
          {schema ? (
            <LazyFormRuntime schema={schema} value={formData} onChange={setData} mode="fill" unlistedPermission={FieldPermission.Write} projectId={projectId} htdId={htdId} /> // prettier-ignore
          ) : (
            <Typography.Text type="secondary">{t('noFormFields')}</Typography.Text>
          )}
        </Form.Item>
        <Button
          type="primary"
          loading={running}
          disabled={!starterId || !projectId}
          onClick={() => void run()}
        >
          {t('runSimulation')}
        </Button>
      </Form>
      {result && <SimulatedPath result={result} />}
    </Drawer>
  )
}

function SimulatedPath({ result }: { result: SimulateResult }) {
  const { t } = useTranslation('workflow-scheme')
  return (
    <section aria-label={t('simulatedPath')} style={{ marginTop: 16 }}>
      <Typography.Title level={5}>{t('simulatedPath')}</Typography.Title>
      {result.warnings.map(
        (w, i) =>
        <Alert key={i} type="warning" showIcon title={t(`issues.${w.code}`, { defaultValue: w.message })} style={{ marginBottom: 8 }} />, // prettier-ignore
      )}
      <List
        bordered
        dataSource={result.path}
        renderItem={(step, i) => (
          <List.Item>
            <div>
              <strong>
                {i + 1}. {step.name}
              </strong>{' '}
              <Tag>{t(`nodeTypes.${step.type}`, { defaultValue: '' }) || String(step.type)}</Tag>
              {step.multiMode !== null && step.assignees.length > 1 && (
                <Tag>{t(`multiModes.${step.multiMode}`)}</Tag>
              )}{' '}
              {/* prettier-ignore */}
              {step.skippedReason ? (
                <div>
                  <Typography.Text type="secondary">
                    {t('skipped', { reason: step.skippedReason })}
                  </Typography.Text>
                </div>
              ) : (
                <div>{step.assignees.map((a) => `${a.name}${a.organizationName ? ` (${a.organizationName}${a.positionNames.length ? ` · ${a.positionNames.join(t('listSeparator'))}` : ''})` : ''}`).join(t('listSeparator')) || t('nobody')}</div> // prettier-ignore
              )}
              {step.seals?.map(
                (seal) =>
                <div key={seal.signKeyId}>{t('sealHolders', { seal: seal.name, holders: seal.holderNames.join(t('listSeparator')) })}</div>, // prettier-ignore
              )}
            </div>
          </List.Item>
        )}
      />
    </section>
  )
}
