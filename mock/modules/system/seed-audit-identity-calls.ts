import {
  created,
  deleted,
  updated,
  type BuildCall,
  type SeedCall,
} from './seed-audit-call-types.ts'
import { people, roles, twoOf } from './seed-audit-values.ts'

/** Calls of the audit log seed on ABP's modules (identity, permissions, tenants), failed reads. */

export const createUser: BuildCall = (d) => {
  const userName = `user${100 + d.int(900)}`
  const [name, email] = [d.pick(people), `${userName}@example.com`]
  return {
    method: 'POST',
    path: '/api/identity/users',
    body: { userName, name, email, password: '***', isActive: true, roleNames: [d.pick(roles)] },
    status: 200,
    change: created({ UserName: userName, Name: name, Email: email }),
    failures: [
      {
        status: 403,
        code: 'Volo.Abp.Identity:DuplicateUserName',
        message: `Username '${userName}' is already taken.`,
      },
    ],
  }
}

export const updateUser: BuildCall = (d, side) => {
  const phoneNumber = `13${String(d.int(1e9)).padStart(9, '0')}`
  return {
    method: 'PUT',
    path: `/api/identity/users/${d.pick(side.userIds)}`,
    body: { name: d.pick(people), phoneNumber, isActive: true, concurrencyStamp: d.hex(32) },
    status: 200,
    change: updated({ PhoneNumber: [null, phoneNumber] }),
  }
}

export const updateUserRoles: BuildCall = (d, side) => ({
  method: 'PUT',
  path: `/api/identity/users/${d.pick(side.userIds)}/roles`,
  body: { roleNames: twoOf(d, roles) },
  status: 204,
})

export const deleteUser: BuildCall = (d, side) => ({
  method: 'DELETE',
  path: `/api/identity/users/${d.pick(side.userIds)}`,
  status: 204,
  change: deleted,
})

export const updateRolePermissions: BuildCall = (d) => ({
  method: 'PUT',
  path: '/api/permission-management/permissions',
  query: `providerName=R&providerKey=${d.pick(roles)}`,
  body: { permissions: [{ name: 'Project.Htd', isGranted: d.chance(0.5) }] },
  status: 204,
})

export const changePassword: BuildCall = () => ({
  method: 'POST',
  path: '/api/account/my-profile/change-password',
  body: { currentPassword: '1q2w3E*', newPassword: 'Secret-2024' },
  status: 204,
  failures: [
    { status: 400, code: 'Volo.Abp.Identity:PasswordMismatch', message: 'Incorrect password.' },
  ],
})

export const createTenant: BuildCall = (d) => ({
  method: 'POST',
  path: '/api/multi-tenancy/tenants',
  body: {
    name: `tenant${d.int(100)}`,
    adminEmailAddress: 'admin@example.com',
    adminPassword: '1q2w3E*',
  },
  status: 200,
})

const failedRead = (path: string, query?: string): SeedCall => ({
  method: 'GET',
  path,
  query,
  status: 200,
  failedRead: true,
})

export const readMissingProject: BuildCall = (_d, _side, id) =>
  failedRead(`/api/base/project/${id}`)
export const readHtds: BuildCall = (d, side) =>
  failedRead('/api/base/htd', `projectId=${d.pick(side.projectIds)}&skipCount=0&maxResultCount=10`)
export const readUsers: BuildCall = (d) =>
  failedRead('/api/identity/users', `filter=${d.pick(people)}&skipCount=0&maxResultCount=20`)
export const readWorkAreas: BuildCall = (d, side) =>
  failedRead('/api/base/work-area', `htdId=${d.pick(side.htdIds)}&chainage=${d.int(30000)}`)
