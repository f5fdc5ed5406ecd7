import { type APIRequestContext, expect } from '@playwright/test'
import { adminToken, createRecord } from './catalogue-api.ts'

/** A calendar day `offset` days from today in Phnom Penh, where the server judges expiry. */
export function shopDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Phnom_Penh' }).format(new Date())
  const day = new Date(`${today}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + offset)
  return day.toISOString().slice(0, 10)
}

/** The same day as the interface shows it (MM/DD/YY) and as the date field reads it when typed. */
export const typedDay = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(2, 4)}`

type Order = { id: number; lines: { id: number; quantity: number }[] }

/**
 * A store, a supplier and two products of the shop, named with `run` so each test has its own: UHT milk is
 * lot-tracked and low below 20 cartons, rice is low below 5 sacks.
 */
export async function purchasingShop(request: APIRequestContext, run: string) {
  const token = await adminToken(request)
  const headers = { Authorization: `Bearer ${token}` }
  const store = await createRecord<{ id: number; name_en: string }>(request, token, 'stores', {
    name_en: `Riverside ${run}`,
    name_kh: `មាត់ទន្លេ ${run}`,
    code: `RS${run}`,
  })
  const supplier = await createRecord<{ id: number; name: string }>(request, token, 'suppliers', {
    name: `Mekong Foods ${run}`,
  })
  const milk = await createRecord<{ id: number; sku: string }>(request, token, 'products', {
    name_en: `UHT milk ${run}`,
    name_kh: `ទឹកដោះគោ UHT ${run}`,
    sku: `MILK-${run}`,
    price_usd: 150,
    price_khr: 6100,
    cost_usd: 100,
    is_lot_tracked: true,
    low_stock_threshold: 20,
  })
  const rice = await createRecord<{ id: number; sku: string }>(request, token, 'products', {
    name_en: `Jasmine rice ${run}`,
    name_kh: `អង្ករផ្កាម្លិះ ${run}`,
    sku: `RICE-${run}`,
    price_usd: 2500,
    price_khr: 102500,
    cost_usd: 2000,
    expiry_date: shopDay(12),
    low_stock_threshold: 5,
  })

  const post = async <T>(path: string, data?: object) => {
    const response = await request.post(`/api/${path}`, { data, headers })
    expect(response.ok(), await response.text()).toBe(true)
    return ((await response.json()) as { data: T }).data
  }

  /** Creates, sends and receives an order of milk (in two lots) and rice, for screens that need history. */
  async function receivedOrder() {
    const order = await post<Order>('purchase-orders', {
      supplier_id: supplier.id,
      store_id: store.id,
      expected_date: shopDay(2),
      note: 'Weekly order',
      lines: [
        { product_id: milk.id, quantity: 24, unit_cost_usd: 95 },
        { product_id: rice.id, quantity: 3, unit_cost_usd: 2100 },
      ],
    })
    await post(`purchase-orders/${order.id}/order`)
    const [milkLine, riceLine] = order.lines
    await post(`purchase-orders/${order.id}/receive`, {
      note: 'Delivery note 4471',
      lines: [
        {
          purchase_order_line_id: milkLine?.id,
          quantity: 6,
          lot_number: `A-${run}`,
          expiry_date: shopDay(-2),
        },
        {
          purchase_order_line_id: milkLine?.id,
          quantity: 8,
          lot_number: `B-${run}`,
          expiry_date: shopDay(20),
        },
        { purchase_order_line_id: riceLine?.id, quantity: 3 },
      ],
    })
    return order.id
  }

  /** A draft waiting to be sent, with both products. */
  async function draftOrder() {
    const order = await post<Order>('purchase-orders', {
      supplier_id: supplier.id,
      store_id: store.id,
      lines: [
        { product_id: milk.id, quantity: 12, unit_cost_usd: 95 },
        { product_id: rice.id, quantity: 2.5, unit_cost_usd: 2100 },
      ],
    })
    return order.id
  }

  return { token, store, supplier, milk, rice, receivedOrder, draftOrder }
}
