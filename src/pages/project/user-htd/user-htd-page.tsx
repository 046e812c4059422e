import { Alert, Flex, Tabs, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { userHtdPermissionPolicies } from '@/api/base/user-htd-permission-api'
import { Granted } from '@/components/granted'
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
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route:userHtdPermissions')}
      </Typography.Title>
      <Granted
        policy={userHtdPermissionPolicies.assign}
        fallback={<Alert type="info" showIcon title={t('readOnly')} />}
      >
        {null}
      </Granted>
      <Tabs
        activeKey={page.view}
        destroyOnHidden
        onChange={(view) => page.change({ view })}
        items={[
          { key: 'user', label: t('byUser'), children: <HtdGrantsByUser page={page} /> },
          { key: 'project', label: t('byHtd'), children: <HtdGrantsByHtd page={page} /> },
        ]}
      />
    </Flex>
  )
}
