import { Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { myProfileQuery } from '@/modules/profile/api/profile-queries'
import { usePageQuery } from '@/query/use-page-query'
import { useTenantScope } from '@/query/query-scope'
import { ChangePasswordCard } from './change-password-card'
import { MySignatureCard } from './my-signature-card'
import { asksCurrentPassword } from './profile-rules'
import { ProfileEditCard } from './profile-edit-card'
import { ProfileSummaryCard } from './profile-summary-card'

const column = { flex: '1 1 340px', minWidth: 0 }

/**
 * Personal centre (`/profile/index`, business-api.md §6.3): who I am (avatar, positions and roles
 * read-only), my signature (uploaded or drawn), my profile through ABP's my-profile endpoint,
 * and my password. Every signed-in
 * user may open it; a change shows in the navbar at once.
 */
export default function ProfilePage() {
  const { t } = useTranslation(['profile', 'crud'])
  const profile = usePageQuery(myProfileQuery(useTenantScope()))

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route:profile')}
      </Typography.Title>
      <Flex gap="middle" wrap align="flex-start">
        <Flex vertical gap="middle" style={{ ...column, flexGrow: 1, maxWidth: 480 }}>
          <ProfileSummaryCard email={profile.data?.email} />
          <MySignatureCard />
        </Flex>
        <Flex vertical gap="middle" style={{ ...column, flexGrow: 2 }}>
          <ProfileEditCard query={profile} />
          <ChangePasswordCard askedCurrent={asksCurrentPassword(profile.data)} />
        </Flex>
      </Flex>
    </Flex>
  )
}
