export * from './held-carts.ts'
export * from './route.ts'
