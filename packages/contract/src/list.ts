import { z } from 'zod'
import { MAX_ID } from './fields.ts'
import type { Resource } from './permissions.ts'

/** The spec's column-filter match modes, grouped by the column types they fit. */
export const MATCH_MODES_BY_TYPE = {
  text: ['contains', 'startsWith', 'endsWith', 'equals', 'notEquals', 'notContains'],
  number: ['equals', 'notEquals', 'lt', 'lte', 'gt', 'gte'],
  date: ['dateIs', 'dateIsNot', 'dateBefore', 'dateAfter'],
  boolean: ['equals'],
  reference: ['equals', 'notEquals'],
} as const
export type FilterType = keyof typeof MATCH_MODES_BY_TYPE
/**
 * Beyond the column filter's modes, a date filter takes an inclusive range of shop days, `gte` (on or after) and
 * `lte` (on or before): what a report's drill-down asks for the orders or movements of its period.
 */
export const DATE_RANGE_MODES = ['gte', 'lte'] as const
export const MATCH_MODES = [...new Set(Object.values(MATCH_MODES_BY_TYPE).flat())] as MatchMode[]
export type MatchMode = (typeof MATCH_MODES_BY_TYPE)[FilterType][number]

export const MAX_PER_PAGE = 200

/**
 * `GET /api/{resource}`: paging, sorting (`name_en,-created_at`), search, status, trashed, plus column filters
 * as `filter[field][mode]=value` (validated by the server against the resource's filter list).
 */
export const listQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(20),
    sort: z.string().max(300).optional(),
    q: z.string().trim().max(200).optional(),
    status: z.enum(['all', 'active', 'inactive']).default('all'),
    trashed: z.enum(['with', 'only']).optional(),
  })
  .catchall(z.string().max(200))
export type ListQuery = z.input<typeof listQuerySchema>

/**
 * A list counts its matches up to this many rows past the page asked for, no further: a one-letter search of a
 * big catalogue would otherwise count tens of thousands of rows for a number nobody reads (decision 0045).
 */
export const LIST_COUNT_CAP = 1000

/**
 * `total` is exact unless `total_capped` is true: then more rows match than were counted, and `total` is the
 * count reached (at least `LIST_COUNT_CAP`, and past the page asked for), shown as "1,000+".
 */
export const listMetaSchema = z.object({
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
  total_capped: z.literal(true).optional(),
})
export type ListMeta = z.infer<typeof listMetaSchema>

export const listResponseSchema = <T extends z.ZodType>(record: T) =>
  z.object({ data: z.array(record), meta: listMetaSchema })
export const recordResponseSchema = <T extends z.ZodType>(record: T) => z.object({ data: record })
export const writeResponseSchema = <T extends z.ZodType>(record: T) =>
  z.object({ data: record, message: z.string() })

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) })

/** Columns every stored record carries. Timestamps are ISO 8601 strings. */
export const recordBaseShape = {
  id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
}

/**
 * One entity described once for server and web: its API path (also its permission resource), the English
 * label used in the spec's messages ("Brand successfully created!"), schemas and list capabilities.
 */
export type ResourceContract<
  Rec extends z.ZodObject = z.ZodObject,
  Input extends z.ZodObject = z.ZodObject,
> = {
  path: Resource
  label: string
  record: Rec
  /** The body of POST, and of PUT (a full replacement) unless `update` says otherwise. */
  input: Input
  update?: z.ZodObject
  filters: Record<string, FilterType>
  sortable: string[]
  searchable: string[]
  defaultSort: string
}

/** What a list over a table or view needs to know (a resource's list half, or a list of its own). */
export type ListContract = Pick<ResourceContract, 'filters' | 'sortable' | 'searchable' | 'defaultSort'>

export const defineResource = <Rec extends z.ZodObject, Input extends z.ZodObject>(
  contract: ResourceContract<Rec, Input>,
) => contract

/** The spec's success texts: "{entity} successfully created!" and so on. */
export const successMessage = (
  label: string,
  verb: 'created' | 'updated' | 'deleted' | 'restored' | 'permanently deleted',
) => `${label} successfully ${verb}!`
