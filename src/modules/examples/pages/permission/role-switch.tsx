import { Card, Flex, Radio, Spin, Typography, type RadioChangeEvent } from 'antd'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import { useMessageApi } from '@/components/providers/message-api'
import { useSessionActions } from '@/auth/use-session'
import { usePermissionStore } from '@/stores/permission-store'
import { currentDemoRole, demoRoles, type DemoRole } from './granted-examples-rules'

/**
 * Spec §4 Role switch in the demo sign-in mode: a token derived from the role, the user info
 * reloaded, the routes (and so the menu) regenerated, every tab closed. This page needs no grant,
 * so it stays; its own tab, closed with the others, comes back by visiting the page again.
 */
export function RoleSwitch() {
  const { t } = useTranslation('example-permission')
  const { switchRole } = useSessionActions()
  const message = useMessageApi()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const granted = usePermissionStore((s) => s.granted)
  const [pending, setPending] = useState<DemoRole>()
  const labelId = useId()

  const onChange = async ({ target }: RadioChangeEvent) => {
    const role = target.value as DemoRole
    if (!switchRole || pending) return
    const previous = currentDemoRole(granted)
    setPending(role)
    try {
      await switchRole(role)
      await navigate(pathname + search, { replace: true })
      void message.success(t('role.switched', { role: t(`role.${role}`) }))
    } catch {
      // A half switch holds the new token and no routes (an empty menu): go back to the role held
      // before. Should that fail too, the error stays shown and the guard sends the user to
      // sign in on the next navigation.
      const restored = previous !== undefined && (await switchBack(previous))
      void message.error(
        restored
          ? t('role.restored', { role: t(`role.${role}`), previous: t(`role.${previous}`) })
          : t('role.failed', { role: t(`role.${role}`) }),
      )
    } finally {
      setPending(undefined)
    }
  }

  /** Whether switching back to `previous` worked; the demo client shows a failed call's own error. */
  const switchBack = async (previous: DemoRole): Promise<boolean> => {
    if (!switchRole) return false
    try {
      await switchRole(previous)
      await navigate(pathname + search, { replace: true })
      return true
    } catch {
      return false
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
