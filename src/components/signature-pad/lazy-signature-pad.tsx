import { Skeleton } from 'antd'
import { LazyPieceBoundary } from '@/components/lazy-piece/lazy-piece-boundary'
import { retryingLazy } from '@/components/lazy-piece/retrying-lazy'
import type { SignaturePadProps } from './signature-pad'

const SignaturePad = retryingLazy(
  () => import('./signature-pad'),
  (module) => module.SignaturePad,
)

/**
 * The signature pad, loaded when it is shown: neither the shell nor a page that merely offers
 * "Draw" carries the drawing library. Use it where a drawn signature is needed:
 *
 *   <LazySignaturePad onSave={(png) => upload(png)} onCancel={close} saveText={t('sign')} />
 *
 * `onSave` gets a transparent PNG Blob cropped to the ink, 32–4096 px a side and at most 1 MB
 * (business-api.md §0.5), never an empty drawing; a chunk that cannot be loaded shows a retry in
 * its place, with the pad's own cancel.
 */
export function LazySignaturePad(props: SignaturePadProps) {
  return (
    <LazyPieceBoundary
      inline
      onClose={props.onCancel}
      fallback={<Skeleton.Node active style={{ width: '100%', height: props.height ?? 200 }} />}
    >
      <SignaturePad {...props} />
    </LazyPieceBoundary>
  )
}
