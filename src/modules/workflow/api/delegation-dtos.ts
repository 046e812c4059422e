/** Delegations (流程委托, workflow-api.md §5). */

export interface DelegationDto {
  id: string
  delegatorId: string
  delegatorName: string | null
  delegateeId: string
  delegateeName: string | null
  /** Empty: every scheme. */
  schemeIds: string[]
  schemeNames: string[]
  /** Null: every project. */
  projectId: string | null
  projName: string | null
  startTime: string
  endTime: string
  reason: string | null
  enabled: boolean
  /** Enabled and now inside the window. */
  isActive: boolean
  creationTime: string
  concurrencyStamp: string
}

/**
 * `delegatorId` only for another user's delegation (Workflow.Delegation.Create); the period is at
 * most 180 days and must end after it starts (`Workflow:DelegationPeriodInvalid`).
 */
export interface DelegationCreateDto {
  delegatorId?: string | null
  delegateeId: string
  schemeIds: string[]
  projectId?: string | null
  startTime: string
  endTime: string
  reason?: string | null
  enabled: boolean
}

export interface DelegationUpdateDto extends DelegationCreateDto {
  concurrencyStamp: string
}

/** `my`: 1 as delegator (mine), 2 as delegatee (those I hold for others). */
export const DelegationRole = { Delegator: 1, Delegatee: 2 } as const
export type DelegationRole = (typeof DelegationRole)[keyof typeof DelegationRole]

export interface MyDelegationFilters {
  role: DelegationRole
  isActive: string
}

/** Every user's (Workflow.Delegation). */
export interface DelegationFilters {
  delegatorId: string
  delegateeId: string
  schemeId: string
  isActive: string
}
