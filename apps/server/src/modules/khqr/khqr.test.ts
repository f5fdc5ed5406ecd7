import { createHash } from 'node:crypto'
import { DEFAULT_SETTINGS, KHQR_LIFETIME_MINUTES, type Khqr } from '@sms/contract'
import { KHQR } from 'ts-khqr'
import { beforeAll, describe, expect, it } from 'vitest'
import { createShiftTestApp } from '../shifts/shift-test-kit.ts'

const t = await createShiftTestApp()
let store: { id: number; code: string }
let otherStore: { id: number }
let admin: string
let cashier: string

/** CRC-16/CCITT-FALSE (poly 0x1021, start 0xFFFF), as EMVCo QR codes use: computed here, not by the library. */
function crc16(text: string) {
  let crc = 0xffff
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

const bakong = {
  bakong_account_id: 'sokha_mart@aclb',
  bakong_merchant_name: 'Sokha Mart',
  bakong_merchant_city: 'Siem Reap',
}

const ask = (token: string, body: object) => t.as(token).post('/api/pos/khqr', body)

beforeAll(async () => {
  store = await t.createStore()
  otherStore = await t.createStore()
  admin = (await t.signInAs('admin')).token
  cashier = (await t.signInAtStores(['cashier'], [store.id])).token
})

describe('KHQR at the till', () => {
  it('says clearly when the shop has no Bakong account', async () => {
    const response = await ask(cashier, {
      store_id: store.id,
      amount: 735,
      currency: 'USD',
      bill_number: 'R-1',
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('KHQR_NOT_CONFIGURED')
  })

  it('keeps the Bakong account in the settings, checked on save', async () => {
    const wrong = await t
      .as(admin)
      .put('/api/settings', { ...DEFAULT_SETTINGS, bakong_account_id: 'not an account' })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors).toEqual({ bakong_account_id: ['bakong_account'] })
    const long = await t
      .as(admin)
      .put('/api/settings', { ...DEFAULT_SETTINGS, ...bakong, bakong_merchant_name: 'x'.repeat(26) })
    expect(long.json().errors).toEqual({ bakong_merchant_name: ['too_big'] })
    const saved = await t.as(admin).put('/api/settings', { ...DEFAULT_SETTINGS, ...bakong })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().data).toMatchObject(bakong)
  })

  it('makes a dynamic code for the exact dollar amount that decodes back, with a valid CRC and expiry', async () => {
    const before = Date.now()
    const response = await ask(cashier, {
      store_id: store.id,
      amount: 735,
      currency: 'USD',
      bill_number: 'R-2026-000001',
    })
    expect(response.statusCode, response.body).toBe(200)
    const { qr, md5, expires_at } = response.json<{ data: Khqr }>().data

    expect(qr.slice(-8, -4)).toBe('6304')
    expect(qr.slice(-4)).toBe(crc16(qr.slice(0, -4)))
    expect(KHQR.verify(qr).isValid).toBe(true)
    expect(md5).toBe(createHash('md5').update(qr).digest('hex'))

    const decoded = KHQR.parse(qr)
    expect(decoded.status.code).toBe(0)
    expect(decoded.data).toMatchObject({
      merchantType: '29',
      bakongAccountID: 'sokha_mart@aclb',
      merchantName: 'Sokha Mart',
      merchantCity: 'Siem Reap',
      pointofInitiationMethod: '12',
      transactionCurrency: '840',
      transactionAmount: '7.35',
      billNumber: 'R-2026-000001',
      storeLabel: store.code,
      countryCode: 'KH',
    })
    const expiry = Date.parse(expires_at)
    expect(Number((decoded.data as { expirationTimestamp?: string }).expirationTimestamp)).toBe(expiry)
    expect(expiry - before).toBeGreaterThanOrEqual(KHQR_LIFETIME_MINUTES * 60_000)
    expect(expiry - Date.now()).toBeLessThanOrEqual(KHQR_LIFETIME_MINUTES * 60_000)
    expect(KHQR_LIFETIME_MINUTES).toBeGreaterThanOrEqual(5)
    expect(KHQR_LIFETIME_MINUTES).toBeLessThanOrEqual(10)
  })

  it('writes riel as whole riel, and a changed code fails its CRC', async () => {
    const response = await ask(cashier, {
      store_id: store.id,
      amount: 30_135,
      currency: 'KHR',
      bill_number: 'R-2',
    })
    const { qr } = response.json<{ data: Khqr }>().data
    expect(KHQR.parse(qr).data).toMatchObject({ transactionCurrency: '116', transactionAmount: '30135' })
    expect(qr.slice(-4)).toBe(crc16(qr.slice(0, -4)))
    const tampered = qr.replace('540530135', '540530100')
    expect(tampered).not.toBe(qr)
    expect(KHQR.verify(tampered).isValid).toBe(false)
    expect(tampered.slice(-4)).not.toBe(crc16(tampered.slice(0, -4)))
    // Whole dollars and cents both come out as KHQR expects.
    const dollars = await ask(cashier, {
      store_id: store.id,
      amount: 1000,
      currency: 'USD',
      bill_number: 'R-3',
    })
    expect(KHQR.parse(dollars.json().data.qr).data?.transactionAmount).toBe('10')
    const cents = await ask(cashier, { store_id: store.id, amount: 5, currency: 'USD', bill_number: 'R-4' })
    expect(KHQR.parse(cents.json().data.qr).data?.transactionAmount).toBe('0.05')
  })

  it('refuses bad requests with a 4xx and other stores with 403', async () => {
    const good = { store_id: store.id, amount: 735, currency: 'USD', bill_number: 'R-1' }
    for (const body of [
      { ...good, amount: 0 },
      { ...good, amount: 7.35 },
      { ...good, amount: -1 },
      { ...good, currency: 'EUR' },
      { ...good, bill_number: '' },
      { ...good, bill_number: 'x'.repeat(26) },
      { ...good, bill_number: 'វិក្កយបត្រ' },
      { ...good, store_id: undefined },
    ]) {
      const response = await ask(cashier, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(422)
    }
    expect((await ask(cashier, { ...good, store_id: otherStore.id })).statusCode).toBe(403)
    expect((await ask(admin, { ...good, store_id: 999_999 })).statusCode).toBe(422)
    const keeper = await t.signInAtStores(['stock_keeper'], [store.id])
    expect((await ask(keeper.token, good)).statusCode).toBe(403)
  })
})
