export * from './exchange-rates.ts'
export * from './held-carts.ts'
export * from './route.ts'
