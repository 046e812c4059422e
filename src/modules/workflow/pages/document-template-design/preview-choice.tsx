import { EyeOutlined } from '@ant-design/icons'
import { Button, Input, Select, Space } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

type PreviewSource = 'sample' | 'instance'

/** What the preview composes: sample data or an instance (by its id), then the server's PDF. */
export function PreviewChoice({
  busy,
  onPreview,
}: {
  busy: boolean
  onPreview: (instanceId: string | null) => void
}) {
  const { t } = useTranslation('workflow-document')
  const [source, setSource] = useState<PreviewSource>('sample')
  const [instanceId, setInstanceId] = useState('')
  const id = instanceId.trim()
  return (
    <Space.Compact>
      <Select
        aria-label={t('design.preview.source')}
        value={source}
        style={{ width: 130 }}
        options={[
          { value: 'sample', label: t('design.preview.sample') },
          { value: 'instance', label: t('design.preview.instance') },
        ]}
        onChange={setSource}
      />
      {source === 'instance' && (
        <Input
          aria-label={t('design.preview.instanceId')}
          placeholder={t('design.preview.instanceId')}
          style={{ width: 200 }}
          value={instanceId}
          onChange={(e) => setInstanceId(e.target.value)}
        />
      )}
      <Button
        icon={<EyeOutlined />}
        loading={busy}
        disabled={source === 'instance' && id === ''}
        onClick={() => onPreview(source === 'instance' ? id : null)}
      >
        {t('design.preview.button')}
      </Button>
    </Space.Compact>
  )
}
