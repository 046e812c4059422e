import { SearchOutlined } from '@ant-design/icons'
import { Button, Flex, Form, Input, Table, Typography, type TableColumnsType } from 'antd'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { listUsers, type UserListItemDto } from '@/api/identity/users-api'
import { useProjectScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import { selectCurrentProject, useProjectStore } from '@/stores/project-store'

function matchesKeyword(user: UserListItemDto, keyword: string): boolean {
  const needle = keyword.toLowerCase()
  return [user.userName, user.name, user.phoneNumber].some((text) =>
    text?.toLowerCase().includes(needle),
  )
}

/**
 * A business page whose content is not built yet: its title, a search form and a small table
 * loaded from the API for the current project. Enough state (input, table page, scroll) to show
 * that a cached tab keeps it.
 */
export function PagePlaceholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('tabs')
  const inputId = useId()
  const project = useProjectStore(selectCurrentProject)
  const { scope, isReady } = useProjectScope()
  // Each placeholder page stands for its own project data, hence the page in the key.
  const { data, isLoading } = usePageQuery({
    queryKey: [...scope, 'placeholder', titleKey],
    queryFn: ({ signal }) => listUsers({ signal, silent: true }),
    enabled: isReady,
  })
  const [keyword, setKeyword] = useState('')
  const [appliedKeyword, setAppliedKeyword] = useState('')
  const rows = useMemo(
    () => (data ?? []).filter((user) => matchesKeyword(user, appliedKeyword)),
    [data, appliedKeyword],
  )
  const columns: TableColumnsType<UserListItemDto> = [
    { key: 'userName', dataIndex: 'userName', title: t('placeholder.userName') },
    { key: 'name', dataIndex: 'name', title: t('placeholder.name') },
    { key: 'phoneNumber', dataIndex: 'phoneNumber', title: t('placeholder.phoneNumber') },
  ]

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t(titleKey, { ns: 'route' })}
      </Typography.Title>
      <Typography.Text type="secondary">
        {project
          ? t('placeholder.project', { name: project.projName })
          : t('placeholder.noProject')}
      </Typography.Text>
      <Form layout="inline" onFinish={() => setAppliedKeyword(keyword.trim())}>
        <Form.Item label={t('placeholder.keyword')} htmlFor={inputId}>
          <Input
            id={inputId}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            allowClear
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('search', { ns: 'common' })}
        </Button>
      </Form>
      <Table<UserListItemDto>
        rowKey="id"
        size="small"
        loading={isLoading}
        columns={columns}
        dataSource={rows}
        pagination={{ pageSize: 3, hideOnSinglePage: true }}
      />
    </Flex>
  )
}
