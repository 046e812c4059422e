import { Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { UrlTabs } from '@/components/crud/url-tabs'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import { inboxQueries } from '../../api/inbox-api'
import { CcList, DoneList, MineList, TodoList } from './inbox-lists'
import styles from './inbox-page.module.css'
import { inboxTabCounts, type InboxTab } from './inbox-rules'
import { useLiveApprovalTodo } from './use-live-approval-todo'

const lists: [InboxTab, () => React.JSX.Element][] = [
  ['todo', TodoList],
  ['done', DoneList],
  ['mine', MineList],
  ['cc', CcList],
]

/**
 * My approvals (`/workflow/inbox`, workflow-api §0, §4): To do · Done · Started by me · Copied to
 * me, the tab and each list's page and filters in the URL. To do counts what the live count says
 * (the menu's badge shows the same), Copied to me its unread copies.
 */
export default function InboxPage() {
  const { t } = useTranslation(['workflow-inbox', 'workflow-lists', 'crud'])
  const summary = usePageQuery({
    ...inboxQueries.summary(useTenantScope()),
    meta: { silent: true },
  })
  const counts = inboxTabCounts(summary.data, useLiveApprovalTodo())
  return (
    <Flex vertical gap="small">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route:workflowInbox')}
      </Typography.Title>
      <UrlTabs
        tabs={lists.map(([key, List]) => ({
          key,
          label: (
            <span>
              {t(`tabs.${key}`)}
              {counts[key] !== undefined && (
                <span className={counts[key] ? styles.count : styles.zero}>{counts[key]}</span>
              )}
            </span>
          ),
          render: () => <List />,
        }))}
      />
    </Flex>
  )
}
