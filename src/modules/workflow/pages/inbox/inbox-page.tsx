import { Flex, Tabs, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import { inboxQueries } from '../../api/inbox-api'
import { CcList, DoneList, MineList, TodoList } from './inbox-lists'
import { inboxTabCounts, inboxTabs, readInboxTab, type InboxTab } from './inbox-rules'
import styles from './inbox-page.module.css'
import { useLiveApprovalTodo } from './use-live-approval-todo'

const lists: Record<InboxTab, () => React.JSX.Element> = {
  todo: TodoList,
  done: DoneList,
  mine: MineList,
  cc: CcList,
}

/**
 * My approvals (`/workflow/inbox`, workflow-api §0, §4): To do · Done · Started by me · Copied to
 * me, the tab and each list's page and filters in the URL. To do counts what the live count says
 * (the menu's badge shows the same), Copied to me its unread copies.
 */
export default function InboxPage() {
  const { t } = useTranslation(['workflow-inbox', 'workflow-lists', 'crud'])
  const [params, setParams] = useSearchParams()
  const tab = readInboxTab(params.get('tab'))
  const summary = usePageQuery({
    ...inboxQueries.summary(useTenantScope()),
    meta: { silent: true },
  })
  const counts = inboxTabCounts(summary.data, useLiveApprovalTodo())
  const List = lists[tab]
  // Another tab starts on its first page with no filter: the lists' filters differ.
  const open = (next: string) => setParams(next === 'todo' ? {} : { tab: next })

  return (
    <Flex vertical gap="small">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route:workflowInbox')}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={open}
        items={inboxTabs.map((key) => ({
          key,
          label: (
            <span>
              {t(`tabs.${key}`)}
              {counts[key] !== undefined && (
                <span className={counts[key] ? styles.count : styles.zero}>{counts[key]}</span>
              )}
            </span>
          ),
        }))}
      />
      <List key={tab} />
    </Flex>
  )
}
