import { UserOutlined } from '@ant-design/icons'
import { Button, theme } from 'antd'
// antd's Avatar without Avatar.Group: the group brings Popover into the first signed-in load.
import Avatar from 'antd/es/avatar/Avatar'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { useUserAvatar } from '@/query/use-user-avatar'
import { useUserStore } from '@/stores/user-store'
import styles from '../dashboard-page.module.css'

/** The greeting: my avatar and name, what the page shows (`intro`), and the way to my profile. */
export function GreetingCard({ intro }: { intro: string }) {
  const { t } = useTranslation('dashboard')
  const { token } = theme.useToken()
  const name = useUserStore((s) => s.name || s.userName)
  const avatar = useUserAvatar()
  const navigate = useNavigate()

  return (
    <section
      aria-label={t('welcome', { name })}
      className={`${styles.card} ${styles.wide} ${styles.greeting}`}
      style={{ borderColor: token.colorBorderSecondary, background: token.colorBgContainer }}
    >
      <Avatar size={64} src={avatar} icon={<UserOutlined />} alt="" />
      <div className={styles.greetingText}>
        <h4 className={styles.welcome} style={{ color: token.colorText }}>
          {t('welcome', { name })}
        </h4>
        <p className={styles.intro} style={{ color: token.colorTextSecondary }}>
          {intro}
        </p>
      </div>
      <Button icon={<UserOutlined />} onClick={() => void navigate('/profile/index')}>
        {t('profile')}
      </Button>
    </section>
  )
}
