import { UserOutlined } from '@ant-design/icons'
import { Button, theme } from 'antd'
// antd's Avatar without Avatar.Group: the group brings Popover into the first signed-in load.
import Avatar from 'antd/es/avatar/Avatar'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { useUserAvatar } from '@/query/use-user-avatar'
import { useUserStore } from '@/stores/user-store'
import styles from './dashboard-page.module.css'

/**
 * Home (`/index`): a greeting and a way on; the business screens are in the menu. Plain markup with
 * antd tokens: it is part of the first signed-in load, where Card and Typography would add ~20 kB.
 */
export default function DashboardPage() {
  const { t } = useTranslation('layout')
  const { token } = theme.useToken()
  const name = useUserStore((s) => s.name || s.userName)
  const avatar = useUserAvatar()
  const navigate = useNavigate()

  return (
    <div className={styles.page}>
      <h3 className={styles.title} style={{ color: token.colorText }}>
        {t('route:dashboard')}
      </h3>
      <section
        className={styles.card}
        style={{ borderColor: token.colorBorderSecondary, background: token.colorBgContainer }}
      >
        <Avatar size={64} src={avatar} icon={<UserOutlined />} alt="" />
        <div className={styles.greeting}>
          <h4 className={styles.welcome} style={{ color: token.colorText }}>
            {t('dashboard.welcome', { name })}
          </h4>
          <p className={styles.intro} style={{ color: token.colorTextSecondary }}>
            {t('dashboard.intro')}
          </p>
        </div>
        <Button icon={<UserOutlined />} onClick={() => void navigate('/profile/index')}>
          {t('dashboard.profile')}
        </Button>
      </section>
    </div>
  )
}
