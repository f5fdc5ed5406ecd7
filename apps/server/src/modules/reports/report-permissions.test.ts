import fs from 'node:fs'
import path from 'node:path'
import { type Permission, REPORT_AREAS, SALES_REPORTS } from '@sms/contract'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../../test/test-app.ts'
import { migrationsFolder } from '../../db/migrate.ts'
import { shopDay } from '../../kernel/shop-day.ts'
import { createReportsTestApp } from './reports-test-kit.ts'

/** Each report area under its own permission (decision 0024), and migration 0015 that splits `reports.*`. */
const t = await createReportsTestApp()
const today = shopDay(new Date())
const range = `from=${today}&to=${today}`
let store: { id: number }

beforeAll(async () => {
  store = await t.createStore()
})

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) })
const status = async (token: string, url: string) => (await get(token, url)).statusCode

async function signInHolding(grants: Permission[]) {
  const role = await t.createRoleWith(grants)
  return (await t.signInAtStores([role.name], [store.id])).token
}

describe('a manager who may read the sales reports only', () => {
  let token: string
  beforeAll(async () => {
    token = await signInHolding(['sales-reports.view'])
  })

  it('reads a sales report and the summary', async () => {
    expect(await status(token, `/api/reports/sales/by-store?${range}`)).toBe(200)
    expect(await status(token, `/api/reports/sales/summary?${range}`)).toBe(200)
  })

  it('is refused the financial, inventory and customer reports, and the sales export', async () => {
    expect(await status(token, `/api/reports/financial/margin?${range}`)).toBe(403)
    expect(await status(token, `/api/reports/inventory/on-hand?${range}`)).toBe(403)
    expect(await status(token, `/api/reports/customer/top?${range}`)).toBe(403)
    expect(await status(token, `/api/reports/sales/by-store/export?${range}&format=csv&lang=en`)).toBe(403)
  })

  it('finds only the sales reports in the index', async () => {
    const index = (await get(token, '/api/reports')).json<{ data: { area: string; name: string }[] }>().data
    expect(index.map((r) => r.name)).toEqual(SALES_REPORTS.map((r) => r.name))
    expect(new Set(index.map((r) => r.area))).toEqual(new Set(['sales']))
  })
})

describe('exports', () => {
  it('need the area’s generate and its view', async () => {
    const exporter = await signInHolding(['sales-reports.view', 'sales-reports.generate'])
    expect(await status(exporter, `/api/reports/sales/by-store/export?${range}&format=csv&lang=en`)).toBe(200)
    expect(await status(exporter, `/api/reports/financial/margin/export?${range}&format=csv&lang=en`)).toBe(
      403,
    )
    const blind = await signInHolding(['sales-reports.generate'])
    expect(await status(blind, `/api/reports/sales/by-store/export?${range}&format=csv&lang=en`)).toBe(403)
  })
})

describe('migration 0015 on roles that hold the old reports permissions', () => {
  const statements = fs
    .readFileSync(path.join(migrationsFolder, '0015_report_permissions.sql'), 'utf8')
    .split('--> statement-breakpoint')
  const run = async () => {
    for (const statement of statements) await t.db.execute(sql.raw(statement))
  }
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.db.execute(query)) as unknown as { rows: T[] }).rows
  const grantsOf = async (roleId: number) =>
    (
      await rows<{ name: string }>(sql`select p.name from role_permissions rp
        join permissions p on p.id = rp.permission_id where rp.role_id = ${roleId}`)
    )
      .map((r) => r.name)
      .sort()
  const every = (action: 'view' | 'generate') => REPORT_AREAS.map((area) => `${area}-reports.${action}`)

  it('gives each the four areas, keeps what it could do, and removes the old names', async () => {
    // The database as it was before the split: the old names exist and roles hold them.
    await t.db.execute(sql`insert into permissions (name, resource, action)
      values ('reports.view', 'reports', 'view'), ('reports.generate', 'reports', 'generate')`)
    const role = async (name: string, grants: string[]) => {
      const [created] = await rows<{ id: number }>(
        sql`insert into roles (name, label_en) values (${name}, ${name}) returning id`,
      )
      if (!created) throw new Error('role insert returned nothing')
      for (const grant of grants) {
        await t.db.execute(sql`insert into role_permissions (role_id, permission_id)
          select ${created.id}, id from permissions where name = ${grant}`)
      }
      return created.id
    }
    const reader = await role('old_reader', ['reports.view', 'products.list'])
    const owner = await role('old_owner', ['reports.view', 'reports.generate'])
    const generator = await role('old_generator', ['reports.generate'])
    const mixed = await role('old_mixed', ['reports.view', 'sales-reports.view'])
    const other = await role('old_other', ['products.list'])
    const user = await t.signInAtStores(['old_reader'], [store.id])
    // Without the rewrite, the split would take the export away from the old reader.
    expect(await status(user.token, `/api/reports/financial/margin/export?${range}&format=csv&lang=en`)).toBe(
      403,
    )

    await run()

    const sorted = (names: string[]) => [...names].sort()
    // reports.view read and exported every report until now: it keeps both.
    expect(await grantsOf(reader)).toEqual(sorted(['products.list', ...every('view'), ...every('generate')]))
    expect(await grantsOf(owner)).toEqual(sorted([...every('view'), ...every('generate')]))
    // reports.generate alone guarded nothing; its generate alone still exports nothing (no view).
    expect(await grantsOf(generator)).toEqual(sorted(every('generate')))
    expect(await grantsOf(mixed)).toEqual(sorted([...every('view'), ...every('generate')]))
    expect(await grantsOf(other)).toEqual(['products.list'])
    const old = await rows(sql`select 1 from permissions where name in ('reports.view', 'reports.generate')`)
    expect(old).toEqual([])
    // The same signed-in user, on the next request: still reads and exports a financial report.
    expect(await status(user.token, `/api/reports/financial/margin?${range}`)).toBe(200)
    expect(await status(user.token, `/api/reports/financial/margin/export?${range}&format=csv&lang=en`)).toBe(
      200,
    )

    // Run again (nothing left to rewrite): no change.
    await run()
    expect(await grantsOf(reader)).toEqual(sorted(['products.list', ...every('view'), ...every('generate')]))
  })
})
