import { expect, test as setup } from '@playwright/test'
import { adminToken } from './catalogue-api.ts'
import { tillSale } from './orders-api.ts'
import { createShowcaseStock } from './stock-api.ts'

// Rows to open before the accessibility walks start, two at a time: every list gets an update form to check,
// the stock pages their rows (the showcase products on hand, an adjustment to open), and the sales pages an
// order with its invoice and a credit note, whichever flows ran before.
setup('products, stock and a sale to open in the accessibility walk', async ({ request }) => {
  const token = await adminToken(request)
  const { productId } = await createShowcaseStock(request, token)
  const headers = { Authorization: `Bearer ${token}` }
  const stores = await request.get('/api/stores?filter[code][equals]=SHOW-MAIN', { headers })
  const [store] = ((await stores.json()) as { data: { id: number }[] }).data
  if (!store) throw new Error('the showcase store is missing')

  const sale = await tillSale(request, token, store.id, productId)
  const invoiced = await request.post(`/api/orders/${sale.id}/invoice`, { headers, data: {} })
  expect(invoiced.ok(), await invoiced.text()).toBe(true)
  const order = await request.get(`/api/orders/${sale.id}`, { headers })
  const line = ((await order.json()) as { data: { lines: { id: number; amount_usd: number }[] } }).data
    .lines[0]
  if (!line) throw new Error('the sale has no line')
  const returned = await request.post(`/api/orders/${sale.id}/returns`, {
    headers,
    data: {
      lines: [{ order_line_id: line.id, quantity: 1 }],
      refund: [{ method: 'cash', currency: 'USD', amount: line.amount_usd }],
      reason: 'Dented can',
    },
  })
  expect(returned.ok(), await returned.text()).toBe(true)
})
