import { InputNumber, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { codeChoices, searchFields, yesNoChoices } from '@/components/crud/crud-search-form'
import { DateTimeRangeInput } from '@/components/crud/date-time-range-input'

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']
const statusCodes = [200, 204, 400, 401, 403, 404, 405, 409, 500, 502, 503]

/**
 * The search form's fields, the list's URL filters: the contract's names (abp-api.md §7.1), the
 * time as one range. Texts, selects of methods and common statuses, ms bounds, a range.
 */
export function useLogSearchFields() {
  const { t } = useTranslation('log')
  const milliseconds = <InputNumber min={0} precision={0} suffix="ms" style={{ width: 130 }} />
  return searchFields([
    { name: 'url', label: t('url') },
    { name: 'userName', label: t('user') },
    { name: 'httpMethod', label: t('method'), choices: codeChoices(methods), width: 110 },
    {
      name: 'httpStatusCode',
      label: t('status'),
      input: (
        <Select allowClear showSearch options={codeChoices(statusCodes)} style={{ width: 100 }} />
      ),
    },
    { name: 'minExecutionDuration', label: t('minDuration'), input: milliseconds },
    { name: 'maxExecutionDuration', label: t('maxDuration'), input: milliseconds },
    {
      name: 'hasException',
      label: t('hasException'),
      choices: yesNoChoices(t('withErrors'), t('withoutErrors')),
      width: 140,
    },
    {
      name: 'time',
      label: t('time'),
      input: <DateTimeRangeInput placeholder={[t('startTime'), t('endTime')]} />,
    },
  ])
}
