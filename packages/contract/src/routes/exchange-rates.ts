import {
  currentExchangeRateSchema,
  exchangeRateInputSchema,
  exchangeRateSchema,
  nbcImportResultSchema,
  nbcImportSchema,
} from '../exchange-rates.ts'
import { listQuerySchema, listResponseSchema, recordResponseSchema } from '../list.ts'
import { route } from './route.ts'

const tag = 'exchange-rates'
const imported = recordResponseSchema(nbcImportResultSchema)

/** The riel rate: everyone signed in reads today's; its history and new rates need their permissions. */
export const exchangeRateRoutes = {
  current: route({
    method: 'GET',
    path: '/exchange-rates/current',
    access: 'authenticated',
    answer: recordResponseSchema(currentExchangeRateSchema),
    tag,
  }),
  list: route({
    method: 'GET',
    path: '/exchange-rates',
    access: 'exchange-rates.list',
    query: listQuerySchema,
    answer: listResponseSchema(exchangeRateSchema),
    tag,
  }),
  create: route({
    method: 'POST',
    path: '/exchange-rates',
    access: 'exchange-rates.create',
    idempotent: true,
    body: exchangeRateInputSchema,
    status: 201,
    answer: recordResponseSchema(exchangeRateSchema),
    tag,
  }),
  /** The National Bank's daily figures (decision 0039), pasted or uploaded. */
  importNbc: route({
    method: 'POST',
    path: '/exchange-rates/nbc',
    access: 'exchange-rates.create',
    idempotent: true,
    body: nbcImportSchema,
    status: 201,
    answer: imported,
    tag,
  }),
  /** The same, fetched by the server from the address in the settings. */
  fetchNbc: route({
    method: 'POST',
    path: '/exchange-rates/nbc/fetch',
    access: 'exchange-rates.create',
    idempotent: true,
    status: 201,
    answer: imported,
    tag,
  }),
}
