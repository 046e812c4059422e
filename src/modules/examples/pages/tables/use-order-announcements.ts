import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core'
import { useTranslation } from 'react-i18next'
import type { SampleRecord } from '../sample-data/sample-records'
import { positionOf } from './row-order-rules'

interface OrderAccessibility {
  announcements: Announcements
  screenReaderInstructions: ScreenReaderInstructions
}

/**
 * What screen readers hear while a row moves, in the UI language (dnd-kit's own texts are
 * English and speak of "draggable item" ids): the row's delivery number and its position.
 */
export function useOrderAnnouncements(rows: readonly SampleRecord[]): OrderAccessibility {
  const { t } = useTranslation('example-tables')
  const codeOf = (id: UniqueIdentifier) => rows.find((row) => row.id === String(id))?.code ?? ''
  const at = (id: UniqueIdentifier) => ({
    position: positionOf(rows, String(id)),
    total: rows.length,
  })
  return {
    screenReaderInstructions: { draggable: t('order.instructions') },
    announcements: {
      onDragStart: ({ active }) =>
        t('order.announce.start', { code: codeOf(active.id), ...at(active.id) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('order.announce.over', { code: codeOf(active.id), ...at(over.id) })
          : t('order.announce.outside', { code: codeOf(active.id) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('order.announce.end', { code: codeOf(active.id), ...at(over.id) })
          : t('order.announce.cancel', { code: codeOf(active.id) }),
      onDragCancel: ({ active }) => t('order.announce.cancel', { code: codeOf(active.id) }),
    },
  }
}
