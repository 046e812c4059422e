import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons'
import { Button, Form, Skeleton } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NoticeContentFormat } from '@/modules/notice/api/notice-api'
import { LazyPieceBoundary } from '@/components/lazy-piece/lazy-piece-boundary'
import { retryingLazy } from '@/components/lazy-piece/retrying-lazy'
import styles from './notice-form.module.css'

const NoticePreview = retryingLazy(
  () => import('./notice-preview'),
  (module) => module.NoticePreview,
)

/**
 * "Show preview" under the content: a live preview of the form's values, rendered as readers
 * will see it. Nothing of it loads until it is first opened.
 */
export function ContentPreviewField() {
  const { t } = useTranslation('post')
  const [open, setOpen] = useState(false)
  const form = Form.useFormInstance()
  const watch = { form, preserve: true }
  const title = (Form.useWatch('title', watch) as string | undefined) ?? ''
  const content = (Form.useWatch('content', watch) as string | undefined) ?? ''
  const format =
    (Form.useWatch('contentFormat', watch) as NoticeContentFormat | undefined) ??
    NoticeContentFormat.PlainText
  const projectId = (Form.useWatch('projectId', watch) as string | undefined) ?? null
  const isPinned = (Form.useWatch('isPinned', watch) as boolean | undefined) ?? false
  return (
    <>
      <Button
        type="link"
        icon={open ? <EyeInvisibleOutlined /> : <EyeOutlined />}
        aria-expanded={open}
        onClick={() => setOpen((now) => !now)}
        style={{ paddingInline: 0 }}
      >
        {open ? t('hidePreview') : t('showPreview')}
      </Button>
      {open && (
        <section aria-label={t('preview')} className={styles.preview}>
          <LazyPieceBoundary inline fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
            <NoticePreview
              title={title}
              content={content}
              format={format}
              projectId={projectId}
              isPinned={isPinned}
            />
          </LazyPieceBoundary>
        </section>
      )}
    </>
  )
}
