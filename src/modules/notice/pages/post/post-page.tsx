import { useTranslation } from 'react-i18next'
import {
  NoticeStatus,
  noticePolicies,
  noticeResource,
  type NoticeDto,
} from '@/modules/notice/api/notice-api'
import { ProjectSelect } from '@/modules/project'
import { CrudPage } from '@/components/crud/crud-page'
import { useCrudPage } from '@/components/crud/use-crud-page'
import { useDialogOpening } from '@/components/crud/use-dialog-opening'
import { notifier } from '@/feedback/notifier'
import { NoticeFormModal } from './notice-form-modal'
import { PublishModal } from './publish-modal'
import { usePostColumns } from './post-columns'
import { noticeRowActions } from './post-rules'
import { useNoticePublishing } from './use-notice-publishing'

const statuses = [NoticeStatus.Draft, NoticeStatus.Published, NoticeStatus.Withdrawn]

/**
 * Publishing notices (`/post`, business-api.md §6.1, Notice.Notice): every notice of the tenant
 * by status, project and title (in the URL), with read counts; drafts are written, published now
 * or later, withdrawn and deleted. Only drafts and withdrawn notices are edited or published.
 */
export default function PostPage() {
  const { t } = useTranslation(['post', 'notice', 'crud'])
  const page = useCrudPage({
    resource: noticeResource,
    policies: noticePolicies,
    search: [
      { name: 'filter', label: t('title') },
      {
        name: 'status',
        label: t('status'),
        choices: statuses.map((status) => ({
          value: String(status),
          label: t(`statuses.${status}`),
        })),
        width: 130,
      },
      {
        name: 'projectId',
        label: t('project'),
        input: <ProjectSelect allowClear style={{ width: 240 }} placeholder={t('anyProject')} />,
      },
    ],
    nameOf: (row: NoticeDto) => row.title,
    bulkDelete: true,
  })
  const publishing = useNoticePublishing()
  const publishDialog = useDialogOpening<NoticeDto>()
  const withdraw = (row: NoticeDto) =>
    void notifier.confirm({
      title: t('withdrawTitle', { name: row.title }),
      content: t('withdrawContent'),
      okText: t('withdraw'),
      cancelText: t('crud:cancel'),
      danger: true,
      onOk: () => publishing.withdraw.mutateAsync(row.id),
    })

  return (
    <CrudPage
      page={page}
      title={t('route:post')}
      create={{ label: t('create') }}
      columns={usePostColumns(page.list.query.dataUpdatedAt)}
      rowActions={(row, { edit, remove }) => {
        const allowed = noticeRowActions(row.status)
        const locked = allowed.editable ? undefined : t('notEditable')
        const editAction = edit(row)
        return [
          editAction && { ...editAction, disabledReason: locked },
          {
            label: t('publish'),
            policy: noticePolicies.publish,
            onClick: () => publishDialog.open(row),
            hidden: !allowed.editable,
          },
          {
            label: t('withdraw'),
            policy: noticePolicies.publish,
            onClick: () => withdraw(row),
            hidden: !allowed.withdrawable,
          },
          remove(row),
        ]
      }}
      form={(dialog, close) => <NoticeFormModal dialog={dialog} onClose={close} />}
    >
      {publishDialog.shown && (
        <PublishModal
          key={publishDialog.key}
          notice={publishDialog.shown}
          onClose={publishDialog.close}
        />
      )}
    </CrudPage>
  )
}
