import { Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useIsGranted } from '@/access/use-is-granted'
import { UrlTabs } from '@/components/crud/url-tabs'
import { delegationPolicies } from '../../api/delegation-api'
import { AllDelegations, HeldDelegations, MyDelegations } from './delegation-lists'

/**
 * Delegations (`/workflow/delegation`, workflow-api §5): mine (while I am away, my new tasks go to
 * someone else), those I hold for others, and every user's for Workflow.Delegation holders. The
 * tab is in the URL; without the permission the all-users tab is absent, even by its address.
 */
export default function DelegationPage() {
  const { t } = useTranslation(['workflow-delegation', 'workflow-lists', 'crud'])
  const canSeeAll = useIsGranted(delegationPolicies.all)
  return (
    <Flex vertical gap="small">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route:workflowDelegation')}
      </Typography.Title>
      <UrlTabs
        tabs={[
          { key: 'mine', label: t('tabs.mine'), render: () => <MyDelegations /> },
          { key: 'held', label: t('tabs.held'), render: () => <HeldDelegations /> },
          ...(canSeeAll
            ? [{ key: 'all' as const, label: t('tabs.all'), render: () => <AllDelegations /> }]
            : []),
        ]}
      />
    </Flex>
  )
}
