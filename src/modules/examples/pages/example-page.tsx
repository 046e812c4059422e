import { Flex, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface ExamplePageProps {
  /** The route's title key (`route` namespace), as in the menu and the tab. */
  titleKey: string
  /** One or two sentences: what the example shows and what to copy from it. */
  intro: ReactNode
  children: ReactNode
}

/** The frame of every example page: its title, what it shows, then the example itself. */
export function ExamplePage({ titleKey, intro, children }: ExamplePageProps) {
  const { t } = useTranslation('route')
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t(titleKey)}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {intro}
      </Typography.Paragraph>
      {children}
    </Flex>
  )
}
