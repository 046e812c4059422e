import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatAmount } from '@/utils/amount-format'
import type { DeliveryReport } from './pdf-rules'
import styles from './pdf-page.module.css'

const signers = ['preparedBy', 'checkedBy', 'approvedBy'] as const

/** The sign-off page: totals per material, the grand total, and three signature fields. */
export function ReportSummary({ report }: { report: DeliveryReport }) {
  const { t } = useTranslation('example-pdf')
  const headingId = useId()
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h5 id={headingId} className={styles.heading}>
        {t('summary.title')}
      </h5>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('material')}</th>
            <th scope="col" className={styles.number}>
              {t('summary.deliveries')}
            </th>
            <th scope="col" className={styles.number}>
              {t('quantity')}
            </th>
            <th scope="col">{t('unit')}</th>
            <th scope="col" className={styles.number}>
              {t('amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {report.materials.map((total) => (
            <tr key={total.material}>
              <th scope="row">{total.material}</th>
              <td className={styles.number}>{total.deliveries}</td>
              <td className={styles.number}>{formatAmount(total.quantity)}</td>
              <td>{total.unit}</td>
              <td className={styles.number}>{formatAmount(total.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('total')}</th>
            <td className={styles.number}>{report.rows.length}</td>
            <td colSpan={2} />
            <td className={styles.number}>{formatAmount(report.totalAmount)}</td>
          </tr>
        </tfoot>
      </table>
      <div className={styles.signatures}>
        {signers.map((signer) => (
          <div key={signer} className={styles.signature}>
            <strong>{t(`summary.${signer}`)}</strong>
            <span className={styles.signatureLine}>{t('summary.signature')}</span>
            <span className={styles.signatureLine}>{t('summary.date')}</span>
          </div>
        ))}
      </div>
    </section>
  )
}
