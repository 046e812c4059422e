import { Button, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { slotKinds, type SlotKind } from '../../api/document-template-dtos'
import styles from './document-template-design.module.css'

/** A button per slot kind (§7): each adds a slot of its kind in the middle of the page shown. */
export function SlotPalette({
  page,
  disabled,
  onAdd,
}: {
  page: number
  disabled: boolean
  onAdd: (kind: SlotKind) => void
}) {
  // prettier-ignore
  const { t } = useTranslation('workflow-document')
  return (
    <nav className={styles.palette} aria-label={t('design.palette.title')}>
      <Typography.Text strong>{t('design.palette.title')}</Typography.Text>
      {slotKinds.map((kind) => (
        <Button
          key={kind}
          size="small"
          block
          disabled={disabled}
          style={{ justifyContent: 'flex-start' }}
          aria-label={t('design.palette.add', { kind: t(`design.kinds.${kind}`), page })}
          onClick={() => onAdd(kind)}
        >
          {t(`design.kinds.${kind}`)}
        </Button>
      ))}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('design.palette.keys')}
      </Typography.Text>
    </nav>
  )
}
