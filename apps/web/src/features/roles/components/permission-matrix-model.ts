import { ACTIONS, type Action, PERMISSION_CATALOGUE } from '@sms/contract'

/** A permission of the catalogue as `GET /api/permissions` lists it. */
export type CatalogueEntry = { name: string; resource: string; action: string }

/** One row of the matrix: a resource and, per action, the permission's name where the catalogue has one. */
export type MatrixRow = { resource: string; cells: Partial<Record<Action, string>> }

export type CheckState = 'all' | 'some' | 'none'

const isAction = (action: string): action is Action => (ACTIONS as readonly string[]).includes(action)

const RESOURCE_ORDER: readonly string[] = Object.keys(PERMISSION_CATALOGUE)
const orderOf = (resource: string) => {
  const index = RESOURCE_ORDER.indexOf(resource)
  return index === -1 ? RESOURCE_ORDER.length : index
}

/**
 * Groups the catalogue by resource in the contract's order, so related resources stay together (the API lists
 * them alphabetically). Actions outside the spec's list have no column and are left out.
 */
export function groupPermissions(catalogue: readonly CatalogueEntry[]): MatrixRow[] {
  const rows = new Map<string, MatrixRow>()
  for (const entry of catalogue) {
    if (!isAction(entry.action)) continue
    const row = rows.get(entry.resource) ?? { resource: entry.resource, cells: {} }
    row.cells[entry.action] = entry.name
    rows.set(entry.resource, row)
  }
  return [...rows.values()].sort((a, b) => orderOf(a.resource) - orderOf(b.resource))
}

/** The actions that at least one row offers, in the spec's order; empty columns are not drawn. */
export function usedActions(rows: readonly MatrixRow[]): Action[] {
  return ACTIONS.filter((action) => rows.some((row) => row.cells[action] !== undefined))
}

function stateOf(names: readonly string[], selected: ReadonlySet<string>): CheckState {
  const chosen = names.filter((name) => selected.has(name)).length
  return chosen === 0 ? 'none' : chosen === names.length ? 'all' : 'some'
}

export const rowNames = (row: MatrixRow) => Object.values(row.cells).filter((name) => name !== undefined)

export const columnNames = (rows: readonly MatrixRow[], action: Action) =>
  rows.map((row) => row.cells[action]).filter((name) => name !== undefined)

export const rowState = (row: MatrixRow, selected: ReadonlySet<string>) => stateOf(rowNames(row), selected)

export const columnState = (rows: readonly MatrixRow[], action: Action, selected: ReadonlySet<string>) =>
  stateOf(columnNames(rows, action), selected)

export const allState = (rows: readonly MatrixRow[], selected: ReadonlySet<string>) =>
  stateOf(rows.flatMap(rowNames), selected)

/**
 * Turns a set of permissions on or off and returns the new selection, sorted. Names the catalogue does not
 * offer in this matrix (kept from an older catalogue) stay as they were.
 */
export function setPermissions(selected: readonly string[], names: readonly string[], on: boolean): string[] {
  const next = new Set(selected)
  for (const name of names) {
    if (on) next.add(name)
    else next.delete(name)
  }
  return [...next].sort()
}
