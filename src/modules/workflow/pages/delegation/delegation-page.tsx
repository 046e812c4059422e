import { Flex, Tabs, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { useIsGranted } from '@/access/use-is-granted'
import { delegationPolicies } from '../../api/delegation-api'
import { AllDelegations, HeldDelegations, MyDelegations } from './delegation-lists'

const tabs = { mine: MyDelegations, held: HeldDelegations, all: AllDelegations }
type DelegationTab = keyof typeof tabs

/**
 * Delegations (`/workflow/delegation`, workflow-api §5): mine (while I am away, my new tasks go to
 * someone else), those I hold for others, and every user's for Workflow.Delegation holders. The
 * tab is in the URL; without the permission the all-users tab is absent, even by its address.
 */
export default function DelegationPage() {
  const { t } = useTranslation(['workflow-delegation', 'workflow-lists', 'crud'])
  const canSeeAll = useIsGranted(delegationPolicies.all)
  const [params, setParams] = useSearchParams()
  const keys: DelegationTab[] = canSeeAll ? ['mine', 'held', 'all'] : ['mine', 'held']
  const tab = keys.find((key) => key === params.get('tab')) ?? 'mine'
  const List = tabs[tab]
  return (
    <Flex vertical gap="small">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route:workflowDelegation')}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(next) => setParams(next === 'mine' ? {} : { tab: next })}
        items={keys.map((key) => ({ key, label: t(`tabs.${key}`) }))}
      />
      <List key={tab} />
    </Flex>
  )
}
