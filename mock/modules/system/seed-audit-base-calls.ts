import { created, deleted, updated, type BuildCall } from './seed-audit-call-types.ts'
import type { Draw } from './seed-audit-random.ts'
import { htdNames, orgNames, people, positions, twoOf, workAreaTypes } from './seed-audit-values.ts'

/** Calls of the audit log seed on the base service's own resources. */

function kilometre(metres: number): string {
  return `K${Math.floor(metres / 1000)}+${String(metres % 1000).padStart(3, '0')}`
}

function workArea(d: Draw, type: string) {
  const start = d.int(600) * 50
  return { start, end: start + 50, name: `${kilometre(start)}~${kilometre(start + 50)} ${type}` }
}

export const updateHtd: BuildCall = (d, side) => {
  const [before, after] = twoOf(d, [150, 182.5, 240, 386.5, 410, 525.75]).map((m) => m * 1e6)
  const [oldName, htdName] = twoOf(d, htdNames)
  const body = {
    htdName,
    htdCode: `DH0${1 + d.int(3)}`,
    amount: after,
    concurrencyStamp: d.hex(32),
  }
  const change = d.chance(0.5)
    ? updated({ Amount: [before, after] })
    : updated({ HtdName: [oldName, htdName], Amount: [before, after] })
  return { method: 'PUT', path: `/api/base/htd/${d.pick(side.htdIds)}`, body, status: 200, change }
}

export const createHtd: BuildCall = (d, side) => {
  const htdName = d.pick(htdNames)
  const body = { projectId: d.pick(side.projectIds), htdName, htdCode: `X0${d.int(9)}` }
  return {
    method: 'POST',
    path: '/api/base/htd',
    body,
    status: 200,
    change: created({ HtdName: htdName }),
  }
}

export const deleteHtd: BuildCall = (d, side) => ({
  method: 'DELETE',
  path: `/api/base/htd/${d.pick(side.htdIds)}`,
  status: 204,
  change: deleted,
})

export const updateOrganization: BuildCall = (d, side) => {
  const [oldName, name] = twoOf(d, orgNames)
  const sort = d.int(20)
  return {
    method: 'PUT',
    path: `/api/base/organization/${d.pick(side.organizationIds)}`,
    body: { name, fullName: name, sort, enabled: true, concurrencyStamp: d.hex(32) },
    status: 200,
    change: updated({ Name: [oldName, name], Sort: [sort + 1, sort] }),
  }
}

export const createOrganization: BuildCall = (d, side) => {
  const name = d.pick(orgNames)
  const body = {
    parentId: d.pick(side.organizationIds),
    name,
    orgType: 3,
    sort: d.int(20),
    enabled: true,
  }
  return {
    method: 'POST',
    path: '/api/base/organization',
    body,
    status: 200,
    change: created({ Name: name, OrgType: 3 }),
  }
}

export const deleteOrganization: BuildCall = (d, side) => ({
  method: 'DELETE',
  path: `/api/base/organization/${d.pick(side.organizationIds)}`,
  status: 204,
  change: deleted,
  failures: [
    {
      status: 403,
      code: 'Base:OrganizationHasChildren',
      message: `Organization '${d.pick(orgNames)}' has child organizations and cannot be deleted.`,
    },
  ],
})

export const updateWorkArea: BuildCall = (d, _side, id) => {
  const [oldType, type] = twoOf(d, workAreaTypes)
  const area = workArea(d, type)
  const body = {
    name: area.name,
    startChainage: area.start,
    endChainage: area.end,
    concurrencyStamp: d.hex(32),
  }
  const change = updated({ Name: [area.name.replace(type, oldType), area.name] })
  return { method: 'PUT', path: `/api/base/work-area/${id}`, body, status: 200, change }
}

export const createWorkArea: BuildCall = (d, side) => {
  const body = {
    htdId: d.pick(side.htdIds),
    name: workArea(d, d.pick(workAreaTypes)).name,
    sort: d.int(100),
  }
  return { method: 'POST', path: '/api/base/work-area', body, status: 200 }
}

export const deleteWorkArea: BuildCall = (_d, _side, id) => ({
  method: 'DELETE',
  path: `/api/base/work-area/${id}`,
  status: 204,
  change: deleted,
})

export const createPosition: BuildCall = (d) => {
  const name = d.pick(positions)
  return {
    method: 'POST',
    path: '/api/base/position',
    body: { name, sort: d.int(50), enabled: true },
    status: 200,
    failures: [
      {
        status: 403,
        code: 'Base:DuplicatePositionName',
        message: `Position '${name}' already exists.`,
      },
    ],
  }
}

export const updatePosition: BuildCall = (d, _side, id) => {
  const body = {
    name: d.pick(positions),
    sort: d.int(50),
    enabled: false,
    concurrencyStamp: d.hex(32),
  }
  return {
    method: 'PUT',
    path: `/api/base/position/${id}`,
    body,
    status: 200,
    change: updated({ Enabled: [true, false] }),
  }
}

export const updateDictionaryDetail: BuildCall = (d, _side, id) => {
  const [before, sort] = twoOf(d, [1, 2, 3, 4, 5, 6])
  const body = { label: d.pick(workAreaTypes), value: `T${d.int(9)}`, sort, enabled: true }
  const path = `/api/base/dictionary-detail/${id}`
  return { method: 'PUT', path, body, status: 200, change: updated({ Sort: [before, sort] }) }
}

export const createNotice: BuildCall = (d) => ({
  method: 'POST',
  path: '/api/base/notice',
  body: { title: `${d.pick(htdNames)}汛期施工安全提示`, contentFormat: 0, isPinned: false },
  status: 200,
})

export const publishNotice: BuildCall = (_d, _side, id) => ({
  method: 'POST',
  path: `/api/base/notice/${id}/publish`,
  body: { publishTime: null },
  status: 200,
  change: updated({ Status: [0, 1] }),
})

export const completeTodo: BuildCall = (_d, _side, id) => ({
  method: 'POST',
  path: `/api/base/todo/${id}/complete`,
  status: 200,
  change: updated({ Status: [0, 1] }),
})

export const patchTodo: BuildCall = (d, _side, id) => ({
  method: 'PATCH',
  path: `/api/base/todo/${id}`,
  body: { remark: `${d.pick(people)}已处理` },
  status: 200,
})
