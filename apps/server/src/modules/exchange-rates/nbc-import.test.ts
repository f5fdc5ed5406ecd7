import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ExchangeRate, NbcImportResult } from '@sms/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/test-app.ts'
import { auditLog, exchangeRates } from '../../db/schema/index.ts'

const t = await createTestApp()
const admin = await t.signInAs('admin')
const manager = await t.signInAs('manager')
const cashier = await t.signInAs('cashier')

/** The NBC's feed as it publishes it: one `ex` per currency pair and day. */
const feed = (...days: Array<{ date: string; bid?: string; ask?: string; average?: string; key?: string }>) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<ExchangeRate>${days
    .map(
      (d) =>
        `<ex><key>${d.key ?? 'USD/KHR'}</key><date>${d.date}</date><bid>${d.bid ?? '4005'}</bid>` +
        `<ask>${d.ask ?? '4025'}</ask><average>${d.average ?? '4015'}</average></ex>`,
    )
    .join(
      '',
    )}<ex><key>EUR/KHR</key><date>${days[0]?.date}</date><bid>4300</bid><ask>4350</ask><average>4325</average></ex></ExchangeRate>`

const post = (xml: string, token = admin.token) => t.as(token).post('/api/exchange-rates/nbc', { xml })
const current = async () => (await t.as(cashier.token).get('/api/exchange-rates/current')).json().data
const rowCount = async () => (await t.db.select({ id: exchangeRates.id }).from(exchangeRates)).length
const putSettings = async (changes: object) => {
  const {
    updated_at: _at,
    updated_by: _by,
    ...values
  } = (await t.as(admin.token).get('/api/settings')).json().data
  const response = await t.as(admin.token).put('/api/settings', { ...values, ...changes })
  expect(response.statusCode, response.body).toBe(200)
}

describe('the NBC rate', () => {
  it('imports the USD/KHR days with all three figures, at the average, in force from the day in Phnom Penh', async () => {
    const response = await post(feed({ date: '11/23/2026', average: '4012.5' }, { date: '11/24/2026' }))
    expect(response.statusCode, response.body).toBe(201)
    const { imported, skipped } = response.json<{ data: NbcImportResult }>().data
    expect(skipped).toEqual([])
    expect(imported.map((e) => [e.rate, e.source, e.nbc_bid, e.nbc_ask, e.nbc_average])).toEqual([
      [4012.5, 'nbc', 4005, 4025, 4012.5],
      [4015, 'nbc', 4005, 4025, 4015],
    ])
    expect(imported[0]?.effective_at).toBe('2026-11-22T17:00:00.000Z')
    expect(await current()).toMatchObject({ rate: 4015, effective_at: '2026-11-23T17:00:00.000Z' })
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'exchange-rates'), eq(auditLog.action, 'imported')))
    expect(audits.map((a) => a.record_id).sort()).toEqual(imported.map((e) => e.id).sort())
    const history = (await t.as(admin.token).get('/api/exchange-rates?filter[source][equals]=nbc')).json()
      .data as ExchangeRate[]
    expect(history.length).toBeGreaterThanOrEqual(2)
    expect(history.every((entry) => entry.source === 'nbc')).toBe(true)
  })

  it('skips a day already imported, so the same feed twice changes nothing', async () => {
    const before = await rowCount()
    const again = await post(feed({ date: '11/24/2026' }))
    expect(again.statusCode).toBe(201)
    expect(again.json().data).toEqual({
      imported: [],
      skipped: [{ date: '2026-11-24', reason: 'already_imported' }],
    })
    expect(await rowCount()).toBe(before)
  })

  it('takes the figure the shop chose', async () => {
    await putSettings({ nbc_rate_figure: 'ask' })
    const response = await post(feed({ date: '11/25/2026', bid: '4010', ask: '4030', average: '4020' }))
    expect(response.json().data.imported[0]).toMatchObject({ rate: 4030, nbc_average: 4020 })
    await putSettings({ nbc_rate_figure: 'average' })
  })

  it('refuses bad XML, a feed without USD, a weekend or impossible date and bad figures, storing nothing', async () => {
    const before = await rowCount()
    for (const [xml, code] of [
      ['<ExchangeRate><ex><key>USD/KHR</ex></ExchangeRate>', 'nbc_feed_invalid'],
      ['<Rates><ex/></Rates>', 'nbc_feed_invalid'],
      [feed({ date: '11/26/2026', key: 'THB/KHR' }), 'nbc_usd_missing'],
      [feed({ date: '11/26/2026' }, { date: '11/28/2026' }), 'nbc_weekend_date'],
      [feed({ date: '02/30/2026' }), 'nbc_date_invalid'],
      [feed({ date: '2026-11-26' }), 'nbc_date_invalid'],
      [feed({ date: '11/26/2026', average: '' }), 'nbc_figures_invalid'],
      [feed({ date: '11/26/2026', bid: '4100', ask: '4000' }), 'nbc_figures_invalid'],
      [feed({ date: '11/26/2026', bid: '40', ask: '41', average: '41' }), 'rate_out_of_band'],
    ] as const) {
      const response = await post(xml)
      expect(response.statusCode, `${code}: ${response.body}`).toBe(422)
      expect(response.json().errors).toMatchObject(
        code === 'rate_out_of_band' ? { rate: [code] } : { xml: [code] },
      )
    }
    expect(await rowCount()).toBe(before)
  })

  it('is the owner’s to import, like setting the rate', async () => {
    expect((await post(feed({ date: '11/26/2026' }), manager.token)).statusCode).toBe(403)
    expect((await post(feed({ date: '11/26/2026' }), cashier.token)).statusCode).toBe(403)
  })

  describe('fetched from the configured address', () => {
    let body = feed({ date: '11/26/2026', average: '4018' })
    let status = 200
    const server = http.createServer((_request, response) => {
      response.writeHead(status, { 'content-type': 'application/xml' })
      response.end(body)
    })
    afterAll(() => server.close())

    it('is off until an address is set, then imports what the address serves', async () => {
      const off = await t.as(admin.token).post('/api/exchange-rates/nbc/fetch')
      expect(off.statusCode).toBe(422)
      expect(off.json().errors).toEqual({ nbc_feed_url: ['nbc_feed_url_missing'] })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      const { port } = server.address() as AddressInfo
      await putSettings({ nbc_feed_url: `http://127.0.0.1:${port}/rates.xml` })
      const fetched = await t.as(admin.token).post('/api/exchange-rates/nbc/fetch')
      expect(fetched.statusCode, fetched.body).toBe(201)
      expect(fetched.json().data.imported).toMatchObject([{ rate: 4018, source: 'nbc' }])
    })

    it('says so when the address answers an error or junk, and stores nothing', async () => {
      const before = await rowCount()
      status = 503
      const down = await t.as(admin.token).post('/api/exchange-rates/nbc/fetch')
      expect(down.statusCode).toBe(422)
      expect(down.json().errors).toEqual({ nbc_feed_url: ['nbc_feed_unreachable'] })
      status = 200
      body = '<html>maintenance</html>'
      const junk = await t.as(admin.token).post('/api/exchange-rates/nbc/fetch')
      expect(junk.statusCode).toBe(422)
      expect(await rowCount()).toBe(before)
    })
  })

  it('refuses a settings address that is not a web address', async () => {
    const {
      updated_at: _at,
      updated_by: _by,
      ...values
    } = (await t.as(admin.token).get('/api/settings')).json().data
    const response = await t
      .as(admin.token)
      .put('/api/settings', { ...values, nbc_feed_url: 'file:///etc/passwd' })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ nbc_feed_url: ['feed_url'] })
  })
})
