import { UserOutlined } from '@ant-design/icons'
import { Avatar, Button, Card, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { useUserAvatar } from '@/hooks/use-user-avatar'
import { useUserStore } from '@/stores/user-store'

/** Home (`/index`): a greeting and a way on; the business screens are in the menu. */
export default function DashboardPage() {
  const { t } = useTranslation('layout')
  const name = useUserStore((s) => s.name || s.userName)
  const avatar = useUserAvatar()
  const navigate = useNavigate()

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route:dashboard')}
      </Typography.Title>
      <Card>
        <Flex gap="middle" align="center" wrap>
          <Avatar size={64} src={avatar} icon={<UserOutlined />} alt="" />
          <Flex vertical gap={4} style={{ flex: '1 1 240px' }}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('dashboard.welcome', { name })}
            </Typography.Title>
            <Typography.Text type="secondary">{t('dashboard.intro')}</Typography.Text>
          </Flex>
          <Button icon={<UserOutlined />} onClick={() => void navigate('/profile/index')}>
            {t('dashboard.profile')}
          </Button>
        </Flex>
      </Card>
    </Flex>
  )
}
