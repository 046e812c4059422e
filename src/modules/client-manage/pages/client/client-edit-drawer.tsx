import { Form, Tabs } from 'antd'
import { useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { clientResource } from '@/modules/client-manage/api/client-api'
import { CrudFormDrawer } from '@/components/crud/crud-form-drawer'
import { useDialogRecord } from '@/components/crud/use-dialog-record'
import { ClientBasicTab } from './client-basic-tab'
import { toEditValues, toUpdateInput, type ClientEditValues } from './client-form-values'
import { ClientGrantTypesTab } from './client-grant-types-tab'
import { tabOfField, type ClientTab } from './client-rules'
import { ClientScopesTab } from './client-scopes-tab'
import { ClientSecretsTab } from './client-secrets-tab'
import { ClientUrisTab } from './client-uris-tab'

interface ClientEditDrawerProps {
  id: string
  onClose: () => void
}

/**
 * Every setting of a client in tabs, saved at once as the full `UpdateClientDto` with the
 * record's concurrencyStamp. An error (the form's rules or the server's) shows its tab; the
 * drawer asks before discarding changes. Mounted per opening, so the record is read afresh.
 */
export function ClientEditDrawer({ id, onClose }: ClientEditDrawerProps) {
  const { t } = useTranslation('client')
  const [form] = Form.useForm<ClientEditValues>()
  const [tab, setTab] = useState<ClientTab>('basic')
  const { record, isLoading, reload, update } = useDialogRecord(clientResource, id)
  const data = record.data
  const initialValues = useMemo(() => data && toEditValues(data), [data])
  const storedValues = useMemo(() => data?.clientSecrets.map((s) => s.value) ?? [], [data])

  // Every value of the form, tabs never opened and rows' hidden members (type, value) included.
  const submit = () => {
    const values = form.getFieldsValue(true) as Partial<ClientEditValues>
    return update.mutateAsync({ id, input: toUpdateInput(values, data!) })
  }

  const tabs: { key: ClientTab; children: ReactNode }[] = [
    { key: 'basic', children: <ClientBasicTab /> },
    { key: 'uris', children: <ClientUrisTab /> },
    { key: 'grants', children: <ClientGrantTypesTab /> },
    { key: 'scopes', children: <ClientScopesTab /> },
    { key: 'secrets', children: <ClientSecretsTab storedValues={storedValues} /> },
  ]

  return (
    <CrudFormDrawer<ClientEditValues>
      open
      form={form}
      title={data ? t('editTitle', { clientId: data.clientId }) : t('editTitleLoading')}
      initialValues={initialValues}
      loading={isLoading}
      onSubmit={submit}
      onClose={onClose}
      onStale={reload}
      onErrorFields={(names) => names[0] !== undefined && setTab(tabOfField(names[0]))}
      fieldErrorCodes={{}}
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as ClientTab)}
        items={tabs.map(({ key, children }) => ({
          key,
          label: t(`tab.${key}`),
          children,
          // Every tab is mounted, so its rules run on Save and its fields keep their values.
          forceRender: true,
        }))}
      />
    </CrudFormDrawer>
  )
}
