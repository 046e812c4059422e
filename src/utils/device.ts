/** Spec §9: below this window width (px) the layout switches to the mobile device mode. */
export const mobileBreakpoint = 992

/** Spec §9: width (px) of the open sidebar. */
export const sidebarWidth = 210

export type Device = 'mobile' | 'desktop'

export function detectDevice(width: number): Device {
  return width < mobileBreakpoint ? 'mobile' : 'desktop'
}
