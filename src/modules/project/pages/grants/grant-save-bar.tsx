import { Button, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Granted } from '@/access/granted'

interface GrantSaveBarProps {
  /** The page's `.Assign` child: without it the page is read-only and shows no buttons. */
  policy: string
  isDirty: boolean
  isSaving: boolean
  /** Save waits for something (what added users hold) or cannot go on (it failed to load). */
  isBlocked?: boolean
  onSave: () => void
  onReset: () => void
}

/** Save and undo of a panel's unsaved selection. */
export function GrantSaveBar(props: GrantSaveBarProps) {
  const { policy, isDirty, isSaving, isBlocked = false, onSave, onReset } = props
  const { t } = useTranslation('project-grant')
  return (
    <Granted policy={policy}>
      <Flex gap="small" align="center" wrap>
        <Button type="primary" disabled={!isDirty || isBlocked} loading={isSaving} onClick={onSave}>
          {t('crud:save')}
        </Button>
        <Button disabled={!isDirty || isSaving} onClick={onReset}>
          {t('undo')}
        </Button>
        {isDirty && <Typography.Text type="warning">{t('unsaved')}</Typography.Text>}
      </Flex>
    </Granted>
  )
}
