/** Route permissions of the grant pages (business-api.md §3.4–3.5, §8). */
export const userProjectPolicy = 'Project.UserProjectPermissions'
export const userHtdPolicy = 'Project.UserHtdPermissions'
export const assignSuffix = '.Assign'
