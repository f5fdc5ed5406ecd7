import type { CartProduct } from '../cart/cart-math.ts'

/** `n*` in the search field: the next scan or typed code counts n times. */
export const MULTIPLIER = /^(\d+(?:\.\d{1,3})?)\*$/

/** What the cart keeps of a product found online (the whole record) or on the device (its catalogue row). */
export const toCartProduct = (p: CartProduct): CartProduct => ({
  id: p.id,
  sku: p.sku,
  barcode: p.barcode,
  name_en: p.name_en,
  name_kh: p.name_kh,
  price_usd: p.price_usd,
  price_khr: p.price_khr,
  taxable: p.taxable,
  taxes: p.taxes ?? [],
})
