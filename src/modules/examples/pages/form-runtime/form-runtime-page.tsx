import { Button, Card, Flex, Segmented, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import type { AbpValidationError } from '@/api/http/api-error'
import {
  LazyFormRuntime,
  measurementPaymentForm,
  useIssueMessages,
  validateFormData,
  type FormData,
} from '@/modules/workflow'
import { ExamplePage } from '../example-page'
import { createBillSample, readRowCount } from './bill-sample'

/**
 * The approval form's runtime on the 计量支付申请 form, outside any approval: `?rows=500` fills in
 * that many bill rows (the runtime's bench types into them). A hidden route: not in the menu.
 */
export default function FormRuntimePage() {
  const { t } = useTranslation('example-form-runtime')
  const [params] = useSearchParams()
  const [data, setData] = useState<FormData>(() =>
    createBillSample(readRowCount(params.get('rows'))),
  )
  const [mode, setMode] = useState<'fill' | 'read'>('fill')
  const [errors, setErrors] = useState<AbpValidationError[]>([])
  const toErrors = useIssueMessages()
  return (
    <ExamplePage titleKey="exampleFormRuntime" intro={t('intro')}>
      <Card>
        <Flex vertical gap="middle">
          <Flex gap="small" wrap align="center">
            <Segmented
              value={mode}
              onChange={setMode}
              options={[
                { value: 'fill', label: t('fill') },
                { value: 'read', label: t('read') },
              ]}
            />
            <Button
              onClick={() =>
                setErrors(toErrors(validateFormData(measurementPaymentForm, data).issues))
              }
            >
              {t('check')}
            </Button>
            <Typography.Text type="secondary" role="status">
              {errors.length > 0 ? t('problems', { count: errors.length }) : null}
            </Typography.Text>
          </Flex>
          <LazyFormRuntime
            schema={measurementPaymentForm}
            value={data}
            onChange={setData}
            mode={mode}
            errors={errors}
          />
        </Flex>
      </Card>
    </ExamplePage>
  )
}
