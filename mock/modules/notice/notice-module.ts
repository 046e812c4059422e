import type { MockModule } from '../../core/modules/mock-module.ts'
import { noticeRoutes } from './notice-routes.ts'
import { seedNoticeReads, seedNotices } from './seed-notices.ts'
import { unreadCount } from './notice-visibility.ts'

/** Notices: publishing and the reader's side (`/my`). */
export const noticeModule: MockModule = {
  name: 'notice',
  routes: noticeRoutes,
  seed: () => ({ notices: seedNotices(), noticeReads: seedNoticeReads() }),
  // What `my/unread-count` answers, for the live counts' stream.
  liveCounts: (reader) => ({ noticeUnread: unreadCount(reader) }),
}
