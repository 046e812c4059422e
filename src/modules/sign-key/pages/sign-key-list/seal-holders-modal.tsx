import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Form, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { CrudFormModal } from '@/components/crud/crud-form-modal'
import { useMessageApi } from '@/components/providers/message-api'
import type { QueryScope } from '@/query/query-keys'
import { UserPicker } from '@/modules/project'
import { getSealHolders, setSealHolders, signKeyQueries } from '@/modules/sign-key/api/sign-key-api'
import type { SignKeyDto } from '@/modules/sign-key/api/sign-key-dtos'

const holdersKey = (scope: QueryScope, id: string) =>
  [...signKeyQueries.all(scope), 'holders', id] as const

/**
 * Who may apply a seal (workflow-api.md §6): the set read afresh, replaced on save with the seal's
 * concurrencyStamp. A stale stamp (409) reads the seal and its holders again and shows them beside
 * the user's choice, as the kit's forms do; a user without a grant on the seal's project or section
 * is refused on the field (Base:UserNotInProject, the server's message).
 */
export function SealHoldersModal({
  seal,
  scope,
  onClose,
}: {
  seal: SignKeyDto
  scope: QueryScope
  onClose: () => void
}) {
  const { t } = useTranslation('sign-key')
  const client = useQueryClient()
  const message = useMessageApi()
  const detail = useQuery(signKeyQueries.detail(scope, seal.id))
  const holders = useQuery({
    queryKey: holdersKey(scope, seal.id),
    queryFn: ({ signal }) => getSealHolders(seal.id, { signal, silent: true }),
  })
  const stamp = detail.data?.concurrencyStamp ?? seal.concurrencyStamp
  const reload = () =>
    Promise.all([
      client.fetchQuery({ ...signKeyQueries.detail(scope, seal.id), staleTime: 0 }),
      client.refetchQueries({ queryKey: holdersKey(scope, seal.id) }),
    ])
  const submit = async ({ userIds }: { userIds: string[] }) => {
    const saved = await setSealHolders(seal.id, { userIds, concurrencyStamp: stamp })
    client.setQueryData(holdersKey(scope, seal.id), saved)
    // The seal's stamp changed with its holders: the list and this seal are read again.
    await client.invalidateQueries({ queryKey: signKeyQueries.all(scope) })
    void message.success(t('holdersSaved', { name: seal.name }))
  }
  return (
    <CrudFormModal<{ userIds: string[] }>
      open
      title={t('holdersTitle', { name: seal.name })}
      initialValues={holders.data && { userIds: holders.data.map((h) => h.userId) }}
      loading={holders.isPending || detail.isPending}
      onSubmit={submit}
      onClose={onClose}
      onStale={reload}
      fieldErrorCodes={{ 'Base:UserNotInProject': 'userIds' }}
    >
      <Typography.Paragraph type="secondary">{t('holdersHelp')}</Typography.Paragraph>
      <Form.Item name="userIds" label={t('holders')} rules={[{ type: 'array', max: 100 }]}>
        <UserPicker mode="multiple" allowClear />
      </Form.Item>
    </CrudFormModal>
  )
}
