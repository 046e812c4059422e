import { Alert } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { userProjectPermissionPolicies } from '@/modules/project/api/user-project-permission-api'
import { useIsGranted } from '@/access/use-is-granted'
import { grantPageOf } from './project-links'

interface CreatedProjectNoticeProps {
  project: { id: string; projName: string }
  onClose: () => void
}

/**
 * A new project is nobody's yet, its creator's included (business-api.md §3.4: grants decide
 * who sees it in the project switcher): say so, and offer the grants page for it to those who
 * may open it.
 */
export function CreatedProjectNotice({ project, onClose }: CreatedProjectNoticeProps) {
  const { t } = useTranslation('project-list')
  const canGrant = useIsGranted(userProjectPermissionPolicies.read)
  return (
    <Alert
      type="success"
      showIcon
      role="status"
      title={t('created.title', { name: project.projName })}
      description={
        canGrant ? t('created.notVisible') : `${t('created.notVisible')} ${t('created.askAdmin')}`
      }
      action={canGrant ? <Link to={grantPageOf(project.id)}>{t('created.grant')}</Link> : undefined}
      closable={{ onClose, 'aria-label': t('created.dismiss') }}
    />
  )
}
