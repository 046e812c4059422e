import { Alert, Modal, Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import styles from './document-template-design.module.css'
import { PdfPageCanvas } from './pdf-page-canvas'
import { usePdfView } from './use-pdf-view'

interface TemplatePreviewModalProps {
  /** The preview's PDF; null: closed. */
  bytes: ArrayBuffer | null
  /** The designer has changes the preview (of the saved template) does not show. */
  isDirty: boolean
  onClose: () => void
}

const previewScale = 1

/** The server's watermarked preview, every page drawn as the designer draws the base PDF. */
export function TemplatePreviewModal({ bytes, isDirty, onClose }: TemplatePreviewModalProps) {
  const { t } = useTranslation('workflow-document')
  const pdf = usePdfView(bytes)
  return (
    <Modal
      open={bytes !== null}
      title={t('design.preview.title')}
      width={Math.min(680, window.innerWidth - 32)}
      footer={null}
      destroyOnHidden
      onCancel={onClose}
    >
      {isDirty && (
        <Alert
          type="warning"
          showIcon
          title={t('design.preview.unsavedNote')}
          style={{ marginBottom: 12 }}
        />
      )}
      {pdf.status === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={t('design.pdfFailed')}
          description={pdf.error.message}
        />
      )}
      {pdf.status === 'opening' && <Spin />}
      {pdf.view && (
        <div className={styles.previewPages}>
          {pdf.view.pages.map((_, index) => (
            <PdfPageCanvas
              key={index}
              view={pdf.view}
              pageNumber={index + 1}
              scale={previewScale}
            />
          ))}
        </div>
      )}
    </Modal>
  )
}
