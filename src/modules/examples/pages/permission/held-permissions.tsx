import { Card, Descriptions, Flex, Tag } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { usePermissionStore } from '@/stores/permission-store'
import { useUserStore } from '@/stores/user-store'

/** "What you hold": the signed-in user and every grant the permission store has for them. */
export function HeldPermissions() {
  const { t } = useTranslation('example-permission')
  const name = useUserStore((s) => s.name || s.userName)
  const granted = usePermissionStore((s) => s.granted)
  const sorted = useMemo(() => [...granted].sort(), [granted])

  return (
    <Card title={t('held.title')}>
      <Descriptions
        column={1}
        items={[
          { key: 'user', label: t('held.user'), children: name },
          {
            key: 'granted',
            label: t('held.granted', { count: sorted.length }),
            children: (
              // Admin holds about a hundred: a box of its own that scrolls (by keyboard too).
              <Flex
                wrap
                gap={4}
                role="list"
                aria-label={t('held.granted', { count: sorted.length })}
                tabIndex={0}
                style={{ maxHeight: 168, overflowY: 'auto' }}
              >
                {sorted.map((policy) => (
                  <Tag key={policy} role="listitem" style={{ marginInlineEnd: 0 }}>
                    {policy}
                  </Tag>
                ))}
              </Flex>
            ),
          },
        ]}
      />
    </Card>
  )
}
