import { Alert, Card, Col, Empty, Flex, Row, Select, Skeleton, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadFailed } from '@/components/crud/load-failed'
import { instanceQueries } from '@/modules/workflow/api/instance-api'
import type { StartableSchemeDto } from '@/modules/workflow/api/instance-dtos'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import { groupByCategory, type SectionOption } from './start-rules'
import styles from './start-page.module.css'

/**
 * The section first (the caller's granted sections of the current project), then the schemes
 * the caller may start there, grouped by category. A scheme that needs a section waits for one.
 */
export function SchemeChooser(props: {
  projectId: string
  sections: readonly SectionOption[]
  htdId: string | null
  onSection: (htdId: string | null) => void
  onScheme: (scheme: StartableSchemeDto) => void
}) {
  const { t } = useTranslation('workflow-start')
  const scope = useTenantScope()
  const [needsSection, setNeedsSection] = useState<string | null>(null)
  const schemes = usePageQuery({
    ...instanceQueries.startable(scope, props.projectId, props.htdId),
    meta: { silent: true },
  })
  const choose = (scheme: StartableSchemeDto) => {
    if (scheme.needsHtd && !props.htdId) return setNeedsSection(scheme.name)
    props.onScheme(scheme)
  }
  const list = schemes.data ? (
    schemes.data.length === 0 ? (
      <Empty description={t('noSchemes')} />
    ) : (
      groupByCategory(schemes.data).map((group) => (
        <section key={group.category ?? ''} aria-label={group.category ?? t('otherCategory')}>
          <Typography.Title level={5}>{group.category ?? t('otherCategory')}</Typography.Title>
          <Row gutter={[12, 12]}>
            {group.schemes.map((scheme) => (
              <Col key={scheme.schemeId} xs={24} sm={12} lg={8}>
                <Card
                  size="small"
                  hoverable
                  className={styles.scheme}
                  onClick={() => choose(scheme)}
                >
                  <button type="button" className={styles.schemeButton}>
                    {scheme.name}
                  </button>
                  {scheme.needsHtd && !props.htdId && (
                    <Typography.Text type="secondary"> · {t('needsSection')}</Typography.Text>
                  )}
                </Card>
              </Col>
            ))}
          </Row>
        </section>
      ))
    )
  ) : schemes.isError ? (
    <LoadFailed title={t('schemesLoadFailed')} error={schemes.error} onRetry={() => void schemes.refetch()} /> // prettier-ignore
  ) : (
    <Skeleton active />
  )
  return (
    <Flex vertical gap="middle">
      {props.sections.length > 0 && (
        <Flex vertical gap={4}>
          <label htmlFor="start-section">{t('section')}</label>
          <Select
            id="start-section"
            className={styles.sectionSelect}
            allowClear
            placeholder={t('sectionPlaceholder')}
            status={needsSection ? 'warning' : undefined}
            value={props.htdId ?? undefined}
            onChange={(id?: string) => {
              setNeedsSection(null)
              props.onSection(id ?? null)
            }}
            options={props.sections.map((s) => ({ value: s.id, label: s.htdName }))}
          />
        </Flex>
      )}
      {needsSection && (
        <Alert type="warning" showIcon message={t('chooseSectionFirst', { name: needsSection })} />
      )}
      {list}
    </Flex>
  )
}
