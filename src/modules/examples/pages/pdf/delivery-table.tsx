import { useTranslation } from 'react-i18next'
import { formatAmount } from '@/utils/amount-format'
import type { DeliveryReport } from './pdf-rules'
import styles from './pdf-page.module.css'

/** Every delivery of the report, a row each; long enough to run over two or more A4 pages. */
export function DeliveryTable({ report }: { report: DeliveryReport }) {
  const { t } = useTranslation('example-pdf')
  return (
    <table className={styles.table}>
      <caption className={`${styles.heading} ${styles.caption}`}>
        {t('deliveries.caption', { n: report.rows.length })}
      </caption>
      <thead>
        <tr>
          <th scope="col" className={styles.number}>
            {t('deliveries.index')}
          </th>
          <th scope="col">{t('deliveries.code')}</th>
          <th scope="col">{t('deliveries.date')}</th>
          <th scope="col">{t('material')}</th>
          <th scope="col" className={styles.number}>
            {t('quantity')}
          </th>
          <th scope="col">{t('unit')}</th>
          <th scope="col" className={styles.number}>
            {t('deliveries.unitPrice')}
          </th>
          <th scope="col" className={styles.number}>
            {t('amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {report.rows.map((row, index) => (
          <tr key={row.id}>
            <td className={styles.number}>{index + 1}</td>
            <th scope="row">{row.code}</th>
            <td>{row.date}</td>
            <td>{row.material}</td>
            <td className={styles.number}>{formatAmount(row.quantity)}</td>
            <td>{row.unit}</td>
            <td className={styles.number}>{formatAmount(row.unitPrice)}</td>
            <td className={styles.number}>{formatAmount(row.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={7}>
            {t('total')}
          </th>
          <td className={styles.number}>{formatAmount(report.totalAmount)}</td>
        </tr>
      </tfoot>
    </table>
  )
}
