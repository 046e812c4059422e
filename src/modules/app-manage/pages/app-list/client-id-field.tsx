import { useQuery } from '@tanstack/react-query'
import { Input, Select } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useIsGranted } from '@/access/use-is-granted'
import { clientOptionsQuery, clientPolicies } from '@/modules/client-manage'
import { useTenantScope } from '@/query/query-scope'

interface ClientIdFieldProps {
  id?: string
  value?: string | null
  onChange?: (value: string | null) => void
}

/**
 * The app's client: picked from Client management when the user may read clients, otherwise
 * typed (the server does not cross-check it, business-api.md §4.1). A value that is no longer a
 * client still shows as itself.
 */
export function ClientIdField(props: ClientIdFieldProps) {
  const canReadClients = useIsGranted(clientPolicies.read)
  return canReadClients ? <ClientSelect {...props} /> : <ClientInput {...props} />
}

function ClientInput({ id, value, onChange }: ClientIdFieldProps) {
  const { t } = useTranslation('app-list')
  return (
    <Input
      id={id}
      value={value ?? ''}
      onChange={(event) => onChange?.(event.target.value)}
      maxLength={200}
      placeholder={t('clientIdPlaceholder')}
      allowClear
    />
  )
}

function ClientSelect({ id, value, onChange }: ClientIdFieldProps) {
  const { t } = useTranslation('app-list')
  const clients = useQuery(clientOptionsQuery(useTenantScope()))
  const options = useMemo(
    () =>
      (clients.data ?? []).map(({ clientId, clientName }) => ({
        value: clientId,
        label: clientName && clientName !== clientId ? `${clientId} (${clientName})` : clientId,
      })),
    [clients.data],
  )
  return (
    <Select
      id={id}
      value={value || undefined}
      onChange={(next?: string) => onChange?.(next ?? null)}
      options={options}
      loading={clients.isLoading}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      placeholder={t('clientIdPick')}
      notFoundContent={clients.isError ? t('clientsFailed') : undefined}
    />
  )
}
