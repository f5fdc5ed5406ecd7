import { type APIRequestContext, expect } from '@playwright/test'
import { adminToken, createRecord, ean13 } from './catalogue-api.ts'

export type TillShop = {
  run: string
  token: string
  store: { id: number; name_en: string }
  basket: { id: number; barcode: string; name_en: string }
  soap: { id: number; sku: string; name_en: string }
  discount: { id: number; name_en: string }
  cashier: { email: string; password: string }
  manager: { email: string; password: string; username: string; pin: string }
}

const get = async <T>(request: APIRequestContext, token: string, path: string) => {
  const response = await request.get(`/api/${path}`, { headers: { Authorization: `Bearer ${token}` } })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: T }).data
}

/**
 * A store selling at 4,100 ៛ per dollar with a taxable $7.35 product (its barcode scanned at the till) and a
 * $5.00 one in stock, a 10% discount, a cashier (who needs a manager for any discount) and a manager with a PIN.
 */
export async function tillShop(request: APIRequestContext): Promise<TillShop> {
  const run = `${Date.now()}`.slice(-6)
  const token = await adminToken(request)
  const headers = { Authorization: `Bearer ${token}` }
  const rate = await request.post('/api/exchange-rates', { data: { rate: 4100, confirm: true }, headers })
  expect(rate.ok(), await rate.text()).toBe(true)
  const store = await createRecord<{ id: number; name_en: string }>(request, token, 'stores', {
    name_en: `Riverside ${run}`,
    name_kh: `មាត់ទន្លេ ${run}`,
    code: `RV${run}`,
  })
  const barcode = ean13(`884${run.padStart(9, '0')}`)
  const basket = await createRecord<{ id: number; name_en: string }>(request, token, 'products', {
    name_en: `Gift basket ${run}`,
    name_kh: `កញ្ចប់អំណោយ ${run}`,
    sku: `BASKET-${run}`,
    barcode,
    price_usd: 735,
    price_khr: 30200,
    taxable: true,
  })
  const soap = await createRecord<{ id: number; sku: string; name_en: string }>(request, token, 'products', {
    name_en: `Lotus soap ${run}`,
    name_kh: `សាប៊ូផ្កាឈូក ${run}`,
    sku: `SOAP-${run}`,
    price_usd: 500,
    price_khr: 20500,
    taxable: true,
  })
  await createRecord(request, token, 'stock-adjustments', {
    store_id: store.id,
    reason: 'initial',
    lines: [
      { product_id: basket.id, quantity: 50 },
      { product_id: soap.id, quantity: 50 },
    ],
  })
  const discount = await createRecord<{ id: number; name_en: string }>(request, token, 'discounts', {
    name_en: `Loyal customer ${run}`,
    name_kh: `អតិថិជនស្មោះត្រង់ ${run}`,
    type: 'percentage',
    value: 10,
    status: true,
  })
  const roles = await get<{ id: number; name: string }[]>(request, token, 'roles?per_page=50')
  const roleId = (name: string) => roles.filter((r) => r.name === name).map((r) => r.id)
  const cashier = { email: `cashier-${run}@example.com`, password: 'Cashier#2026-till' }
  await createRecord(request, token, 'users', {
    name: 'Sokha Cashier',
    email: cashier.email,
    username: `cashier_${run}`,
    password: cashier.password,
    password_confirmation: cashier.password,
    role_ids: roleId('cashier'),
    store_ids: [store.id],
    status: true,
  })
  const manager = {
    email: `manager-${run}@example.com`,
    password: 'Manager#2026-till',
    username: `manager_${run}`,
    pin: '4826',
  }
  await createRecord(request, token, 'users', {
    name: 'Dara Manager',
    email: manager.email,
    username: manager.username,
    password: manager.password,
    password_confirmation: manager.password,
    role_ids: roleId('manager'),
    store_ids: [store.id],
    status: true,
  })
  const login = await request.post('/api/login', {
    data: { email: manager.email, password: manager.password },
  })
  const managerToken = ((await login.json()) as { token: string }).token
  const pin = await request.put('/api/profile/pin', {
    data: { pin: manager.pin, current_password: manager.password },
    headers: { Authorization: `Bearer ${managerToken}` },
  })
  expect(pin.ok(), await pin.text()).toBe(true)
  return {
    run,
    token,
    store,
    basket: { id: basket.id, barcode, name_en: basket.name_en },
    soap,
    discount,
    cashier,
    manager,
  }
}

/** The shop's Bakong account in the settings (the rest kept as it is), so the till can make KHQR codes. */
export async function setBakongAccount(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` }
  const current = await request.get('/api/settings', { headers })
  const settings = ((await current.json()) as { data: Record<string, unknown> }).data
  const input = Object.fromEntries(
    Object.entries(settings).filter(
      ([key]) => !['updated_at', 'updated_by', 'logo', 'favicon'].includes(key),
    ),
  )
  const saved = await request.put('/api/settings', {
    headers,
    data: {
      ...input,
      bakong_account_id: 'riverside_shop@aclb',
      bakong_merchant_name: 'Riverside Shop',
      bakong_merchant_city: 'Phnom Penh',
    },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
}
