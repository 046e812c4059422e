// The notice module's public entry: what other modules may use (the dashboard's notice card).
export { myNoticeQueries, type MyNoticeDto } from './api/notice-api'
