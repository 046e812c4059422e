import { Alert } from 'antd'
import { useTranslation } from 'react-i18next'
import type { PartialSaveError } from './save-steps'

interface PartialSaveAlertProps {
  error: PartialSaveError | null
  onClose: () => void
}

/**
 * After a save that stopped part-way: what was saved and what was not. It stays until closed or
 * the next save (a toast would go before it is read); the panel already shows what is saved, and
 * the changes not saved are still ticked, so saving again finishes them.
 */
export function PartialSaveAlert({ error, onClose }: PartialSaveAlertProps) {
  const { t } = useTranslation('project-grant')
  if (!error) return null
  const list = (labels: readonly string[]) => labels.join(t('stepSeparator'))
  return (
    <Alert
      type="error"
      showIcon
      closable={{ onClose, 'aria-label': t('partialSaveDismiss') }}
      title={t('partialSaveTitle')}
      description={
        <>
          <div>{t('partialSaved', { steps: list(error.saved) })}</div>
          <div>{t('partialNotSaved', { steps: list(error.notSaved) })}</div>
          <div>{t('partialSaveAgain')}</div>
        </>
      }
    />
  )
}
