import { Alert, Flex, Tabs, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Granted } from '@/access/granted'
import type { GrantPage } from './use-grant-page'

interface GrantPageFrameProps {
  page: GrantPage
  title: string
  /** The `.Assign` child that allows changes; without it the page says it reads only. */
  assignPolicy: string
  byUser: ReactNode
  /** The other view: by project, or by contract section. */
  byTarget: { label: string; content: ReactNode }
}

/** The frame both grant pages share: title, the read-only note, and the two views as tabs. */
export function GrantPageFrame({
  page,
  title,
  assignPolicy,
  byUser,
  byTarget,
}: GrantPageFrameProps) {
  const { t } = useTranslation('project-grant')
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Granted
        policy={assignPolicy}
        fallback={<Alert type="info" showIcon title={t('readOnly')} />}
      >
        {null}
      </Granted>
      <Tabs
        activeKey={page.view}
        destroyOnHidden
        onChange={(view) => page.change({ view })}
        items={[
          { key: 'user', label: t('byUser'), children: byUser },
          { key: 'project', label: byTarget.label, children: byTarget.content },
        ]}
      />
    </Flex>
  )
}
