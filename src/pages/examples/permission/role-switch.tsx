import { Card, Flex, Radio, Spin, Typography, type RadioChangeEvent } from 'antd'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import { useMessageApi } from '@/components/providers/message-api'
import { canSwitchRole, switchRole } from '@/auth/session-actions'
import { useSession } from '@/auth/use-session'
import { usePermissionStore } from '@/stores/permission-store'
import { currentDemoRole, demoRoles, type DemoRole } from './granted-examples-rules'

/**
 * Spec §4 Role switch in the demo sign-in mode: a token derived from the role, the user info
 * reloaded, the routes (and so the menu) regenerated, every tab closed. This page needs no grant,
 * so it stays; its own tab, closed with the others, comes back by visiting the page again.
 */
export function RoleSwitch() {
  const { t } = useTranslation('example-permission')
  const session = useSession()
  const message = useMessageApi()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const granted = usePermissionStore((s) => s.granted)
  const [pending, setPending] = useState<DemoRole>()
  const labelId = useId()

  const onChange = async ({ target }: RadioChangeEvent) => {
    const role = target.value as DemoRole
    if (!canSwitchRole(session) || pending) return
    setPending(role)
    try {
      await switchRole(session, role)
      await navigate(pathname + search, { replace: true })
      void message.success(t('role.switched', { role: t(`role.${role}`) }))
    } catch {
      void message.error(t('role.failed', { role: t(`role.${role}`) }))
    } finally {
      setPending(undefined)
    }
  }

  return (
    <Card title={t('role.title')}>
      <Typography.Paragraph type="secondary">{t('role.explain')}</Typography.Paragraph>
      <Flex gap="small" align="center" wrap>
        <Typography.Text id={labelId} strong>
          {t('role.label')}
        </Typography.Text>
        <Radio.Group
          aria-labelledby={labelId}
          aria-busy={!!pending}
          disabled={!!pending}
          value={pending ?? currentDemoRole(granted)}
          onChange={(event) => void onChange(event)}
          options={demoRoles.map((role) => ({ value: role, label: t(`role.${role}`) }))}
        />
        {pending && <Spin size="small" aria-label={t('role.switching')} />}
      </Flex>
    </Card>
  )
}
