/** Where a project row leads (the pages read `?project=`). */

/** The project's contract sections. */
export const htdPageOf = (projectId: string) =>
  `/project/htd?project=${encodeURIComponent(projectId)}`

/** Who may see the project: the user-project grants page, on that project. */
export const grantPageOf = (projectId: string) =>
  `/project/user-project?project=${encodeURIComponent(projectId)}`
