import { Spin } from 'antd'

/** Shown while the first route's data (session, permissions) loads: never a blank page or a 404. */
export function BootScreen() {
  return <Spin fullscreen />
}
