import { Card } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ExamplePage } from '../example-page'
import { InlineEditSection } from './inline-edit-section'
import { RowOrderSection } from './row-order-section'
import { VirtualTableSection } from './virtual-table-section'

function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Card
      size="small"
      title={<h4 style={{ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' }}>{title}</h4>}
    >
      <p style={{ marginTop: 0 }}>{hint}</p>
      {children}
    </Card>
  )
}

/** Three tables: rows edited in place, rows put in order by dragging, and 10,000 rows. */
export default function TablesPage() {
  const { t } = useTranslation(['example-tables'])
  return (
    <ExamplePage titleKey="exampleTables" intro={t('intro')}>
      <Section title={t('inline.title')} hint={t('inline.hint')}>
        <InlineEditSection />
      </Section>
      <Section title={t('order.title')} hint={t('order.hint')}>
        <RowOrderSection />
      </Section>
      <Section title={t('virtual.title')} hint={t('virtual.hint')}>
        <VirtualTableSection />
      </Section>
    </ExamplePage>
  )
}
