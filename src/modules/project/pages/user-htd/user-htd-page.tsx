import { useTranslation } from 'react-i18next'
import { userHtdPermissionPolicies } from '@/modules/project/api/user-htd-permission-api'
import { GrantPageFrame } from '../grants/grant-page-frame'
import { useGrantPage } from '../grants/use-grant-page'
import { HtdGrantsByHtd } from './htd-grants-by-htd'
import { HtdGrantsByUser } from './htd-grants-by-user'

/**
 * User contract-section permissions (用户合同段权限), `/project/user-htd`: business-api.md §3.5.
 * By user (`?user=&project=`): one project's htds, saved per project. By contract section
 * (`?project=&htd=`): the htd's users. An htd grant needs the project grant, which the page adds
 * (with User project permissions' `.Assign`). Changes need `.Assign`; without it the page reads only.
 */
export default function UserHtdPage() {
  const { t } = useTranslation(['project-grant', 'crud'])
  const page = useGrantPage()
  return (
    <GrantPageFrame
      page={page}
      title={t('route:userHtdPermissions')}
      assignPolicy={userHtdPermissionPolicies.assign}
      byUser={<HtdGrantsByUser page={page} />}
      byTarget={{ label: t('byHtd'), content: <HtdGrantsByHtd page={page} /> }}
    />
  )
}
