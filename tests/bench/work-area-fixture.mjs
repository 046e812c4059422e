// Work areas for the project-switch measurement, set up through the embedded backend's API as
// the measuring account. The seed gives 700 areas to each section of 东环高速 (a project admin
// does not hold) and 40 to every other section (mock/modules/project/seed-work-areas.ts): the first
// section of each of the account's two first projects is topped up to a full page, and the
// added areas are deleted again afterwards.
import { signedInFetch } from './bench-api.mjs'

/**
 * The account's first two projects (the switcher's order, by `sort`), each with its first section
 * (the one the Work areas page shows) holding at least `rowsWanted` areas. Returns them and a
 * `cleanUp` that deletes what was added.
 */
export async function prepareTwoFullProjects(baseURL, account, rowsWanted) {
  const call = await signedInFetch(baseURL, account)
  const me = await call('GET', '/api/identity/users/current-user')
  const grants = await call('GET', `/api/base/htd/by-user/${me.id}?includeProjectDetail=true`)
  const projects = new Map()
  for (const { projId, project } of grants.items) {
    if (project && !projects.has(projId)) {
      projects.set(projId, { id: projId, projName: project.projName, sort: project.sort })
    }
  }
  const pair = [...projects.values()].sort((a, b) => a.sort - b.sort).slice(0, 2)
  if (pair.length < 2) throw new Error(`bench: ${account.username} holds fewer than 2 projects`)

  const added = []
  const cleanUp = async () => {
    for (let i = 0; i < added.length; i += 100) {
      const ids = added.slice(i, i + 100).map((id) => `ids=${id}`)
      await call('DELETE', `/api/base/work-area?${ids.join('&')}`)
    }
  }
  try {
    for (const project of pair) {
      const htds = await call('GET', `/api/base/htd/list?projectId=${project.id}`)
      const [htd] = htds.items
      if (!htd) throw new Error(`bench: ${project.projName} has no contract section`)
      const areas = await call('GET', `/api/base/work-area?htdId=${htd.id}&MaxResultCount=1`)
      Object.assign(project, { htdId: htd.id, htdCode: htd.htdCode, seeded: areas.totalCount })
      for (let n = areas.totalCount + 1; n <= rowsWanted; n += 1) {
        const number = String(n).padStart(3, '0')
        const area = await call('POST', '/api/base/work-area', {
          htdId: htd.id,
          name: `bench area ${number}`,
          code: `${htd.htdCode}-BENCH${number}`,
          type: 'Station',
          sort: 0,
        })
        added.push(area.id)
      }
      project.added = Math.max(0, rowsWanted - areas.totalCount)
    }
  } catch (error) {
    await cleanUp()
    throw error
  }
  return { pair, cleanUp }
}
