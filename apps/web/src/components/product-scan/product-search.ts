import { listResponseSchema, type Product, productSchema } from '@sms/contract'
import { api } from '../../lib/api/api.ts'

const productList = listResponseSchema(productSchema)

/** Active products whose name, SKU or barcode contains `q`, as the line picker offers them. */
export async function searchProducts(q: string, signal?: AbortSignal): Promise<Product[]> {
  const params = new URLSearchParams({ page: '1', per_page: '10', status: 'active', q })
  return (await api.get(`/products?${params}`, productList, { signal })).data
}

async function productsWhere(field: 'barcode' | 'sku', code: string): Promise<Product[]> {
  const params = new URLSearchParams({ page: '1', per_page: '2', status: 'active' })
  params.set(`filter[${field}][equals]`, code)
  return (await api.get(`/products?${params}`, productList)).data
}

/**
 * What a scanned or typed code names: the product with that barcode, else with that SKU, else the products
 * whose name contains it. One answer is the product; none or several leave the choice to the user.
 */
export async function findProductsByCode(code: string): Promise<Product[]> {
  for (const field of ['barcode', 'sku'] as const) {
    const exact = await productsWhere(field, code)
    if (exact.length === 1) return exact
  }
  return searchProducts(code)
}
