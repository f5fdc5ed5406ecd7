// The one schema both drivers and drizzle-kit read; each aggregate lives in its own file.
export * from './audit.ts'
export * from './catalogue.ts'
export * from './documents.ts'
export * from './gazetteer.ts'
export * from './parties.ts'
export * from './sessions.ts'
export * from './stock.ts'
export * from './users.ts'
