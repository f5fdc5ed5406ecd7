export * from './discounts.ts'
export * from './extra-taxes.ts'
export * from './price-order.ts'
export * from './vat.ts'
