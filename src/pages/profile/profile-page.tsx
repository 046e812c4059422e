import { UserOutlined } from '@ant-design/icons'
import { Avatar, Card, Descriptions, Flex, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { useUserAvatar } from '@/query/use-user-avatar'
import { useUserStore } from '@/stores/user-store'

/** Spec §2 personal centre: who the signed-in user is, from the user store (no extra request). */
export default function ProfilePage() {
  const { t } = useTranslation('layout')
  const { name, userName, phoneNumber, positions } = useUserStore(
    useShallow(({ name, userName, phoneNumber, positions }) => ({
      name,
      userName,
      phoneNumber,
      positions,
    })),
  )
  const avatar = useUserAvatar()
  const none = <Typography.Text type="secondary">{t('profile.none')}</Typography.Text>

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route:profile')}
      </Typography.Title>
      <Card>
        <Flex gap="large" align="center" wrap>
          <Avatar size={96} src={avatar} icon={<UserOutlined />} alt={t('avatar', { name })} />
          <Descriptions
            title={t('profile.about')}
            column={1}
            style={{ flex: '1 1 320px' }}
            items={[
              { key: 'name', label: t('profile.name'), children: name || none },
              { key: 'userName', label: t('profile.userName'), children: userName },
              {
                key: 'phoneNumber',
                label: t('profile.phoneNumber'),
                children: phoneNumber || none,
              },
              {
                key: 'positions',
                label: t('profile.positions'),
                children: positions.length
                  ? positions.map((position) => <Tag key={position.id}>{position.name}</Tag>)
                  : none,
              },
            ]}
          />
        </Flex>
      </Card>
    </Flex>
  )
}
