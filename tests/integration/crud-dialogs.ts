import { waitFor, within } from '@testing-library/react'

/** Shared steps of the business-page tests (tests/integration/*-page.test.tsx). */

const formSelector = '.ant-modal:not(.ant-modal-confirm)'

/**
 * The open dialog (the latest): the form, or (`confirm`) a confirmation. A form is returned once
 * usable: while its record loads a spinner covers the fields, and a user waits for it too.
 */
export async function dialog(kind: 'form' | 'confirm' = 'form') {
  const selector = kind === 'confirm' ? '.ant-modal-confirm' : formSelector
  const element = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>(selector)].at(-1)
    if (!found) throw new Error(`no ${kind} dialog`)
    if (found.querySelector('.ant-spin-spinning')) throw new Error(`${kind} dialog still loading`)
    return found
  })
  return within(element)
}

export const isFormOpen = () => document.querySelector(formSelector) !== null
