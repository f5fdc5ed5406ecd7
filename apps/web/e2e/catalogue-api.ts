import zlib from 'node:zlib'
import { type APIRequestContext, expect } from '@playwright/test'
import { ADMIN } from './support.ts'

/** A bearer token for setting up data through the API (the e2e server starts with an empty shop). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login', { data: ADMIN })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { token: string }).token
}

/** Creates a record through `POST /api/{path}` and returns it. */
export async function createRecord<T = { id: number }>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: Record<string, unknown>,
): Promise<T> {
  const response = await request.post(`/api/${path}`, { data, headers: { Authorization: `Bearer ${token}` } })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { data: T }).data
}

/** A valid EAN-13: twelve digits and their GS1 check digit. */
export function ean13(twelveDigits: string): string {
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(twelveDigits[11 - i]) * (i % 2 === 0 ? 3 : 1)
  return `${twelveDigits}${(10 - (sum % 10)) % 10}`
}

/** A 1x1 PNG, enough for the server to accept, re-encode and thumbnail. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** A small picture for screenshots: a coloured disc on a light square, as a PNG built with zlib. */
export function discPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const rows: Buffer[] = []
  const centre = (size - 1) / 2
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3)
    for (let x = 0; x < size; x++) {
      const inside = Math.hypot(x - centre, y - centre) < size * 0.38
      const shade = 1 - y / (size * 2.5)
      row.set(inside ? [r * shade, g * shade, b * shade].map(Math.round) : [241, 245, 249], 1 + x * 3)
    }
    rows.push(row)
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

type Showcase = { name_en: string; name_kh: string; sku: string; usd: number; khr: number; colour?: number[] }

export const SHOWCASE: Showcase[] = [
  {
    name_en: 'Angkor Beer 330ml Can',
    name_kh: 'ស្រាបៀរអង្គរ កំប៉ុង ៣៣០មល',
    sku: 'BEER-330',
    usd: 75,
    khr: 3100,
    colour: [202, 138, 4],
  },
  {
    name_en: 'Coca-Cola 330ml Can',
    name_kh: 'កូកាកូឡា កំប៉ុង ៣៣០មល',
    sku: 'SOFT-330',
    usd: 60,
    khr: 2500,
    colour: [220, 38, 38],
  },
  {
    name_en: 'Dasani Water 500ml',
    name_kh: 'ទឹកសុទ្ធដាសានី ៥០០មល',
    sku: 'WATER-500',
    usd: 35,
    khr: 1500,
    colour: [37, 99, 235],
  },
  { name_en: 'Jasmine Rice 5kg', name_kh: 'អង្ករម្លិះ ៥គីឡូក្រាម', sku: 'RICE-5KG', usd: 625, khr: 25600 },
  {
    name_en: 'Kampot Pepper 100g',
    name_kh: 'ម្រេចកំពត ១០០ក្រាម',
    sku: 'PEPPER-100',
    usd: 450,
    khr: 18500,
    colour: [22, 163, 74],
  },
  { name_en: 'Mama Noodles Pork', name_kh: 'មីម៉ាម៉ា រសជាតិសាច់ជ្រូក', sku: 'NOODLE-01', usd: 25, khr: 1000 },
]

/**
 * A few products with Khmer names, prices, a brand, a category and pictures; returns the first one's id.
 * Runs once per database: a worker restarted after a failure finds them already there.
 */
export async function createShowcaseProducts(request: APIRequestContext, token: string): Promise<number> {
  const existing = await request.get(`/api/products?filter[sku][equals]=${SHOWCASE[0]?.sku}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  const found = ((await existing.json()) as { data: { id: number }[] }).data[0]
  if (found) return found.id
  const brand = await createRecord(request, token, 'brands', {
    name_en: 'Angkor',
    name_kh: 'អង្គរ',
    code: 'SHOW-ANGKOR',
  })
  const category = await createRecord(request, token, 'categories', {
    name_en: 'Drinks',
    name_kh: 'ភេសជ្ជៈ',
    code: 'SHOW-DRINKS',
  })
  const ids: number[] = []
  for (const [index, item] of SHOWCASE.entries()) {
    const product = await createRecord(request, token, 'products', {
      name_en: item.name_en,
      name_kh: item.name_kh,
      sku: item.sku,
      barcode: ean13(`88411020${String(index).padStart(4, '0')}`),
      brand_id: index < 2 ? brand.id : null,
      category_id: index < 3 ? category.id : null,
      price_usd: item.usd,
      price_khr: item.khr,
      expiry_date: '2027-03-31',
      status: index !== 3,
    })
    ids.push(product.id)
    if (item.colour) {
      const response = await request.post(`/api/products/${product.id}/image`, {
        headers: { Authorization: `Bearer ${token}` },
        multipart: {
          image: {
            name: `${item.sku}.png`,
            mimeType: 'image/png',
            buffer: discPng(96, item.colour as never),
          },
        },
      })
      expect(response.ok(), await response.text()).toBe(true)
    }
  }
  return ids[0] ?? 0
}
