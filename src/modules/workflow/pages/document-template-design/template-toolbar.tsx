import { SaveOutlined, UploadOutlined } from '@ant-design/icons'
import { Button, Flex, Space, Tag, Typography, Upload } from 'antd'
import { useTranslation } from 'react-i18next'
import { Granted } from '@/access/granted'
import { documentTemplatePolicies } from '../../api/document-template-api'
import { PreviewChoice } from './preview-choice'
import type { TemplateDesign } from './use-template-design'

interface TemplateToolbarProps {
  design: TemplateDesign
  isPreviewing: boolean
  onPreview: (instanceId: string | null) => void
}

/** The template's name and state; upload a base PDF, save the slots, preview the composition. */
export function TemplateToolbar({ design, isPreviewing, onPreview }: TemplateToolbarProps) {
  const { t } = useTranslation('workflow-document')
  const { template, busy, isDirty } = design
  const hasPages = template.pageCount > 0
  return (
    <Flex justify="space-between" align="center" wrap gap="small">
      <Space wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {template.name}
        </Typography.Title>
        <Tag>{template.schemeName ?? t('design.noScheme')}</Tag>
        <Tag>{t('design.pageCount', { count: template.pageCount })}</Tag>
        {isDirty && <Tag color="warning">{t('design.unsaved')}</Tag>}
      </Space>
      <Space wrap>
        <Granted policy={documentTemplatePolicies.update}>
          <Upload
            accept="application/pdf,.pdf"
            showUploadList={false}
            maxCount={1}
            beforeUpload={(file) => {
              void design.upload(file)
              return false
            }}
          >
            <Button icon={<UploadOutlined />} loading={busy === 'upload'} disabled={busy !== null}>
              {hasPages ? t('design.replaceBasePdf') : t('design.uploadBasePdf')}
            </Button>
          </Upload>
        </Granted>
        {hasPages && <PreviewChoice busy={isPreviewing} onPreview={onPreview} />}
        <Granted policy={documentTemplatePolicies.update}>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={busy === 'save'}
            disabled={busy !== null || !isDirty}
            onClick={() => void design.save()}
          >
            {t('design.save')}
          </Button>
        </Granted>
      </Space>
    </Flex>
  )
}
