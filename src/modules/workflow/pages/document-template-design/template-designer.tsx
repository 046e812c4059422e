import { Alert, Button, Flex } from 'antd'
import { useTranslation } from 'react-i18next'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import type { DocumentTemplateDto } from '../../api/document-template-dtos'
import { BasePdfArea } from './base-pdf-area'
import { TemplatePreviewModal } from './template-preview-modal'
import { TemplateToolbar } from './template-toolbar'
import { useBasePdf } from './use-base-pdf'
import { useSlotSources } from './use-slot-sources'
import { useTemplateDesign, type TemplateDesign } from './use-template-design'
import { useTemplatePreview } from './use-template-preview'

/** One template's designer: toolbar, what the last save or upload said, the pages and slots. */
export function TemplateDesigner({ opened }: { opened: DocumentTemplateDto }) {
  const { t } = useTranslation('workflow-document')
  const design = useTemplateDesign(opened)
  const { template, issues } = design
  useUnsavedChanges(design.isDirty)
  const sources = useSlotSources(template.schemeId)
  const base = useBasePdf(template)
  const preview = useTemplatePreview(template.id)
  // Another base (uploaded here, or by whoever saved before a reload): its bytes are read again.
  const withNewBase: TemplateDesign = {
    ...design,
    upload: async (file) => {
      const isTaken = await design.upload(file)
      if (isTaken) base.changed()
      return isTaken
    },
    reload: async () => {
      await design.reload()
      base.changed()
    },
  }
  const refused = issues ? issues.bySlot.size : 0
  const misplaced = template.misplacedSlotKeys ?? []

  return (
    <Flex vertical gap="middle">
      <TemplateToolbar
        design={withNewBase}
        isPreviewing={preview.isBusy}
        onPreview={(id) => void preview.preview(id)}
      />
      {design.isStale && (
        <Alert
          type="error"
          showIcon
          title={t('design.stale.title')}
          description={t('design.stale.description')}
          action={<Button danger loading={design.busy === 'reload'} onClick={() => void withNewBase.reload()}>{t('design.stale.reload')}</Button>} // prettier-ignore
        />
      )}
      {
        issues && (refused > 0 || issues.general.length > 0) &&
        <Alert type="error" showIcon title={t('design.refused', { count: refused })} description={issues.general.join(' ') || undefined} /> // prettier-ignore
      }
      {design.uploadError && (
        <Alert
          type="error"
          showIcon
          title={t('design.uploadFailed')}
          description={design.uploadError}
        />
      )}
      {misplaced.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('design.misplaced', { keys: misplaced.join(', ') })}
        />
      )}
      <BasePdfArea design={withNewBase} bytes={base.bytes} sources={sources} />
      <TemplatePreviewModal
        bytes={preview.bytes}
        isDirty={design.isDirty}
        onClose={preview.close}
      />
    </Flex>
  )
}
