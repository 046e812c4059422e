import { useTranslation } from 'react-i18next'
import { useSessionActions } from '@/auth/use-session'
import { ExamplePage } from '../example-page'
import { GrantedExamples } from './granted-examples'
import { HeldPermissions } from './held-permissions'
import { RoleSwitch } from './role-switch'
import { SeededAccounts } from './seeded-accounts'

/**
 * Issue 12, Permission: what the user holds, `<Granted>` blocks and buttons per grant, and how to
 * change the grants — the role switch of the demo sign-in mode (spec §4), or another seeded
 * account against ABP, where roles are sets of granted permissions.
 */
export default function PermissionPage() {
  const { t } = useTranslation('example-permission')
  const isDemo = useSessionActions().switchRole !== undefined
  return (
    <ExamplePage titleKey="examplePermission" intro={t(isDemo ? 'introDemo' : 'introAbp')}>
      <HeldPermissions />
      {isDemo ? <RoleSwitch /> : <SeededAccounts />}
      <GrantedExamples mode={isDemo ? 'demo' : 'abp'} />
    </ExamplePage>
  )
}
