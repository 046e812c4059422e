import { Card, Descriptions, Tag, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { useUserStore } from '@/stores/user-store'
import { AvatarEditor } from './avatar-editor'

const noRoles: string[] = []

/**
 * The avatar and who I am, read-only: name, user name, e-mail and phone, positions (the user
 * store, from current-user) and roles (the application configuration's `currentUser.roles`).
 */
export function ProfileSummaryCard({ email }: { email: string | undefined }) {
  const { t } = useTranslation('profile')
  const user = useUserStore(
    useShallow(({ name, userName, phoneNumber, positions, roleNames }) => ({
      name,
      userName,
      phoneNumber,
      positions,
      roleNames: roleNames ?? noRoles,
    })),
  )
  const none = <Typography.Text type="secondary">{t('summary.none')}</Typography.Text>
  const tags = (values: { key: string; label: string }[]): ReactNode =>
    values.length ? values.map(({ key, label }) => <Tag key={key}>{label}</Tag>) : none

  return (
    <Card title={t('summary.title')}>
      <AvatarEditor name={user.name || user.userName} />
      <Typography.Title level={4} style={{ textAlign: 'center', marginTop: 16 }}>
        {user.name || user.userName}
      </Typography.Title>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'userName', label: t('summary.userName'), children: user.userName },
          { key: 'email', label: t('summary.email'), children: email || none },
          {
            key: 'phoneNumber',
            label: t('summary.phoneNumber'),
            children: user.phoneNumber || none,
          },
          {
            key: 'positions',
            label: t('summary.positions'),
            children: tags(user.positions.map(({ id, name }) => ({ key: id, label: name }))),
          },
          {
            key: 'roles',
            label: t('summary.roles'),
            children: tags(user.roleNames.map((role) => ({ key: role, label: role }))),
          },
        ]}
      />
    </Card>
  )
}
