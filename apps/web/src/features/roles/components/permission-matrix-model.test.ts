import { PERMISSION_CATALOGUE } from '@sms/contract'
import { describe, expect, it } from 'vitest'
import enRoles from '../../../locales/en/roles.json'
import khRoles from '../../../locales/kh/roles.json'
import {
  allState,
  columnNames,
  columnState,
  groupPermissions,
  rowNames,
  rowState,
  setPermissions,
  usedActions,
} from './permission-matrix-model.ts'

const catalogue = Object.entries(PERMISSION_CATALOGUE).flatMap(([resource, actions]) =>
  actions.map((action) => ({ name: `${resource}.${action}`, resource, action })),
)

describe('permission matrix', () => {
  // The API sends the catalogue sorted by resource name.
  const rows = groupPermissions([...catalogue].sort((a, b) => a.resource.localeCompare(b.resource)))

  it('has one row per resource, in the contract order, with a cell only where the permission exists', () => {
    expect(rows.map((row) => row.resource)).toEqual(Object.keys(PERMISSION_CATALOGUE))
    const users = rows.find((row) => row.resource === 'users')
    expect(users?.cells).toEqual({
      list: 'users.list',
      view: 'users.view',
      create: 'users.create',
      edit: 'users.edit',
      delete: 'users.delete',
      assign: 'users.assign',
    })
    expect(rows.find((row) => row.resource === 'dashboards')?.cells).toEqual({ view: 'dashboards.view' })
  })

  it('has a row per report area, each with view (read) and generate (export), labelled in both languages', () => {
    const areas = ['sales-reports', 'inventory-reports', 'financial-reports', 'customer-reports']
    for (const area of areas) {
      expect(rows.find((row) => row.resource === area)?.cells).toEqual({
        view: `${area}.view`,
        generate: `${area}.generate`,
      })
    }
    expect(rows.find((row) => row.resource === 'reports')).toBeUndefined()
    const en: Record<string, string> = enRoles.resources
    const kh: Record<string, string> = khRoles.resources
    for (const row of rows) {
      expect(en[row.resource], row.resource).toBeTruthy()
      expect(kh[row.resource], row.resource).toBeTruthy()
    }
    expect([en['financial-reports'], kh['financial-reports']]).toEqual([
      'Financial reports',
      'របាយការណ៍ហិរញ្ញវត្ថុ',
    ])
  })

  it('draws the spec action columns that the catalogue uses, in the spec order', () => {
    expect(usedActions(rows)).toEqual([
      'create',
      'edit',
      'delete',
      'view',
      'list',
      'approve',
      'generate',
      'cancel',
      'assign',
      // Setting selling prices (decision 0025).
      'price',
    ])
    expect(usedActions(groupPermissions([{ name: 'a.list', resource: 'a', action: 'list' }]))).toEqual([
      'list',
    ])
  })

  it('leaves out actions outside the spec list', () => {
    expect(groupPermissions([{ name: 'x.fly', resource: 'x', action: 'fly' }])).toEqual([])
  })

  it('reports rows, columns and the whole matrix as all, some or none', () => {
    const users = rows.find((row) => row.resource === 'users')
    if (!users) throw new Error('no users row')
    expect(rowState(users, new Set())).toBe('none')
    expect(rowState(users, new Set(['users.list']))).toBe('some')
    expect(rowState(users, new Set(rowNames(users)))).toBe('all')
    const approvers = columnNames(rows, 'approve')
    expect(approvers).toEqual([
      'orders.approve',
      'pos.approve',
      'stocks.approve',
      'stock-adjustments.approve',
      'purchase-orders.approve',
      'stock-transfers.approve',
      'stock-counts.approve',
    ])
    expect(columnState(rows, 'approve', new Set(approvers))).toBe('all')
    expect(allState(rows, new Set(catalogue.map((entry) => entry.name)))).toBe('all')
    expect(allState(rows, new Set(['orders.approve']))).toBe('some')
  })

  it('selects and clears a row or column, keeping other permissions', () => {
    const users = rows.find((row) => row.resource === 'users')
    if (!users) throw new Error('no users row')
    const withRow = setPermissions(['dashboards.view'], rowNames(users), true)
    expect(withRow).toContain('users.assign')
    expect(withRow).toContain('dashboards.view')
    expect(setPermissions(withRow, rowNames(users), false)).toEqual(['dashboards.view'])
    expect(setPermissions(['b', 'a'], ['a'], true)).toEqual(['a', 'b'])
  })
})
