import { type APIRequestContext, expect } from '@playwright/test'
import { createRecord, ean13 } from './catalogue-api.ts'

type Named = { id: number; name_en: string; name_kh: string | null }

/** Two stores and one product with `quantity` on hand in the first, set up through the API. */
export async function twoStoresWithStock(
  request: APIRequestContext,
  token: string,
  { run, name_en, name_kh, quantity }: { run: string; name_en: string; name_kh: string; quantity: number },
) {
  const from = await createRecord<Named>(request, token, 'stores', {
    name_en: `Phnom Penh ${run}`,
    name_kh: `ភ្នំពេញ ${run}`,
    code: `PP${run}`,
  })
  const to = await createRecord<Named>(request, token, 'stores', {
    name_en: `Siem Reap ${run}`,
    name_kh: `សៀមរាប ${run}`,
    code: `SR${run}`,
  })
  const barcode = ean13(`885${run.padStart(9, '0')}`)
  const product = await createRecord<Named>(request, token, 'products', {
    name_en: `${name_en} ${run}`,
    name_kh: `${name_kh} ${run}`,
    sku: `SKU-${run}`,
    barcode,
    price_usd: 150,
    price_khr: 6200,
    cost_usd: 120,
  })
  // The admin's adjustments post at once.
  await createRecord(request, token, 'stock-adjustments', {
    store_id: from.id,
    reason: 'initial',
    lines: [{ product_id: product.id, quantity }],
  })
  return { from, to, product, barcode }
}

/** What the API lists as on hand for one product in one store (0 when the store never held it). */
export async function onHand(request: APIRequestContext, token: string, storeId: number, productId: number) {
  const response = await request.get(
    `/api/stocks?filter[store_id][equals]=${storeId}&filter[product_id][equals]=${productId}`,
    { headers: { Authorization: `Bearer ${token}` } },
  )
  expect(response.ok()).toBe(true)
  const rows = ((await response.json()) as { data: { on_hand: number }[] }).data
  return rows[0]?.on_hand ?? 0
}

/** `POST /api/{path}` as the admin, expecting a 2xx; answers the document. */
export async function postDocument<T = { id: number }>(
  request: APIRequestContext,
  token: string,
  path: string,
  data?: Record<string, unknown>,
): Promise<T> {
  const response = await request.post(`/api/${path}`, { data, headers: { Authorization: `Bearer ${token}` } })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: T }).data
}

/**
 * Transfers and counts in every state, for the screenshots: one received short, one in transit with milk
 * split over two lots, one requested; an open count with some lines counted and one posted.
 */
export async function stockDocumentsShowcase(request: APIRequestContext, token: string) {
  const run = `${Date.now()}`.slice(-7)
  const {
    from,
    to,
    product: rice,
  } = await twoStoresWithStock(request, token, {
    run,
    name_en: 'Jasmine rice 5kg',
    name_kh: 'អង្ករម្លិះ ៥គីឡូ',
    quantity: 60,
  })
  const milk = await createRecord<{ id: number }>(request, token, 'products', {
    name_en: `Fresh milk 1L ${run}`,
    name_kh: `ទឹកដោះគោស្រស់ ១លីត្រ ${run}`,
    sku: `MILK-${run}`,
    price_usd: 250,
    price_khr: 10300,
    cost_usd: 190,
    is_lot_tracked: true,
  })
  await postDocument(request, token, 'stock-adjustments', {
    store_id: from.id,
    reason: 'initial',
    lines: [
      { product_id: milk.id, quantity: 6, lot_number: 'M-0412', expiry_date: '2030-04-12' },
      { product_id: milk.id, quantity: 24, lot_number: 'M-0530', expiry_date: '2030-05-30' },
    ],
  })
  const transfer = (lines: { product_id: number; quantity: number }[], note: string) =>
    postDocument(request, token, 'stock-transfers', {
      from_store_id: from.id,
      to_store_id: to.id,
      note,
      lines,
    })
  const step = (id: number, action: string, data?: Record<string, unknown>) =>
    postDocument(request, token, `stock-transfers/${id}/${action}`, data)

  const received = await transfer([{ product_id: rice.id, quantity: 10 }], 'Rice for the new shelf')
  await step(received.id, 'approve')
  await step(received.id, 'dispatch')
  await step(received.id, 'receive', { lines: [{ product_id: rice.id, quantity: 9.5 }] })
  const inTransit = await transfer(
    [
      { product_id: milk.id, quantity: 10 },
      { product_id: rice.id, quantity: 12.5 },
    ],
    'Weekend restock',
  )
  await step(inTransit.id, 'approve')
  await step(inTransit.id, 'dispatch')
  await transfer([{ product_id: rice.id, quantity: 5 }], 'Waiting for the manager')

  const posted = await postDocument(request, token, 'stock-counts', { store_id: to.id, scope: 'full' })
  await postDocument(request, token, `stock-counts/${posted.id}/lines`, {
    lines: [{ product_id: rice.id, counted_quantity: 9 }],
  })
  await postDocument(request, token, `stock-counts/${posted.id}/post`)
  const open = await postDocument<{ id: number; lines: { product_id: number; lot_id: number | null }[] }>(
    request,
    token,
    'stock-counts',
    { store_id: from.id, scope: 'full', note: 'Month end, aisle 3' },
  )
  const [firstMilk] = open.lines.filter((line) => line.product_id === milk.id)
  await postDocument(request, token, `stock-counts/${open.id}/lines`, {
    lines: [
      { product_id: rice.id, counted_quantity: 27 },
      { product_id: milk.id, lot_id: firstMilk?.lot_id, counted_quantity: 0 },
    ],
  })
  return { run, fromId: from.id, inTransitId: inTransit.id, receivedId: received.id, openCountId: open.id }
}
