import { Button, Typography } from 'antd'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldType } from '../../form-schema/form-schema-types'
import styles from './form-design.module.css'
import { paletteTypes } from './new-field'

/**
 * Every field type of §1: a click or Enter adds one after the selected field (else at the end).
 * Memoized (`onAdd` stays the same function): a change of the form leaves its buttons as they were.
 */
export const FieldPalette = memo(function FieldPalette({
  onAdd,
}: {
  onAdd: (type: FieldType) => void
}) {
  const { t } = useTranslation('workflow-form')
  return (
    <nav className={styles.palette} aria-label={t('palette.title')}>
      <Typography.Text strong>{t('palette.title')}</Typography.Text>
      {paletteTypes.map((type) => (
        <Button
          key={type}
          size="small"
          block
          style={{ justifyContent: 'flex-start' }}
          aria-label={t('palette.add', { type: t(`types.${type}`) })}
          onClick={() => onAdd(type)}
        >
          {t(`types.${type}`)}
        </Button>
      ))}
    </nav>
  )
})
