import { demoClient } from './demo-client'

export interface DemoLoginRequest {
  username: string
  password: string
}

export interface DemoUserInfo {
  roles: string[]
  introduction: string | null
  avatar: string | null
  name: string
}

/** POST /vue-element-admin/user/login; the username is trimmed first (spec §5). */
export function demoLogin({ username, password }: DemoLoginRequest): Promise<{ token: string }> {
  return demoClient.post<{ token: string }>('/vue-element-admin/user/login', {
    username: username.trim(),
    password,
  })
}

export function demoGetInfo(token: string): Promise<DemoUserInfo> {
  return demoClient.get<DemoUserInfo>('/vue-element-admin/user/info', { token })
}

export function demoLogout(): Promise<unknown> {
  return demoClient.post<unknown>('/vue-element-admin/user/logout')
}
