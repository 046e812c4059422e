import type { UseQueryResult } from '@tanstack/react-query'
import { Button, Card, Flex, Form, Input, Skeleton } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProfileDto } from '@/modules/profile/api/profile-api'
import { LoadFailed } from '@/components/crud/load-failed'
import { StaleRecordAlert } from '@/components/crud/stale-record-alert'
import { useCrudForm } from '@/components/crud/use-crud-form'
import {
  profileFieldErrorCodes,
  profileLimits as max,
  toProfileFormValues,
  type ProfileFormValues,
} from './profile-rules'
import { useSaveProfile } from './use-save-profile'

const half = { flex: '1 1 200px', minWidth: 0 }

interface ProfileFormProps {
  profile: ProfileDto
  onSaved: () => void
  onStale: () => Promise<unknown>
}

/**
 * The profile form on the page (not a dialog), with the kit's save behaviour: typed values stay
 * on failure, server errors go on their fields, a stale stamp reads the profile again and shows
 * what changed beside what was typed (which stays), to save again or take.
 */
function ProfileForm({ profile, onSaved, onStale }: ProfileFormProps) {
  const { t } = useTranslation(['profile', 'crud'])
  const [form] = Form.useForm<ProfileFormValues>()
  const initialValues = useMemo(() => toProfileFormValues(profile), [profile])
  const saveProfile = useSaveProfile()
  const { saving, stale, save, onValuesChange } = useCrudForm({
    form,
    open: true,
    initialValues,
    onSubmit: (values) => saveProfile(profile, values),
    onClose: onSaved,
    onStale,
    fieldErrorCodes: profileFieldErrorCodes,
  })

  return (
    <Form<ProfileFormValues>
      form={form}
      name="my-profile"
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => void save(values)}
      onValuesChange={onValuesChange}
    >
      <StaleRecordAlert stale={stale} form={form} formName="my-profile" saving={saving} />
      <Form.Item name="userName" label={t('edit.userName')} extra={t('edit.userNameHelp')}>
        <Input readOnly variant="filled" />
      </Form.Item>
      <Flex gap="middle" wrap>
        <Form.Item name="name" label={t('edit.name')} rules={[{ max: max.name }]} style={half}>
          <Input maxLength={max.name} autoComplete="given-name" disabled={saving} />
        </Form.Item>
        <Form.Item
          name="surname"
          label={t('edit.surname')}
          rules={[{ max: max.surname }]}
          style={half}
        >
          <Input maxLength={max.surname} autoComplete="family-name" disabled={saving} />
        </Form.Item>
      </Flex>
      <Flex gap="middle" wrap>
        <Form.Item
          name="email"
          label={t('edit.email')}
          rules={[{ required: true, whitespace: true }, { type: 'email' }, { max: max.email }]}
          style={half}
        >
          <Input maxLength={max.email} autoComplete="email" disabled={saving} />
        </Form.Item>
        <Form.Item
          name="phoneNumber"
          label={t('edit.phoneNumber')}
          rules={[{ max: max.phone }]}
          style={half}
        >
          <Input maxLength={max.phone} autoComplete="tel" disabled={saving} />
        </Form.Item>
      </Flex>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('edit.save')}
      </Button>
    </Form>
  )
}

/** My profile (GET/PUT `/api/account/my-profile`): loading, failed with a retry, or the form. */
export function ProfileEditCard({ query }: { query: UseQueryResult<ProfileDto> }) {
  const { t } = useTranslation('profile')
  // A save mounts the form afresh: the saved values, untouched, with the new stamp.
  const [saves, setSaves] = useState(0)
  const { data, error, refetch } = query

  return (
    <Card title={t('edit.title')}>
      {data ? (
        <ProfileForm
          key={saves}
          profile={data}
          onSaved={() => setSaves((count) => count + 1)}
          onStale={() => refetch()}
        />
      ) : error ? (
        <LoadFailed title={t('edit.loadFailed')} error={error} onRetry={() => void refetch()} />
      ) : (
        <Skeleton active />
      )}
    </Card>
  )
}
