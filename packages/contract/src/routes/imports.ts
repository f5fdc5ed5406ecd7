import {
  IMPORT_MAX_BYTES,
  type ImportableResource,
  importPreviewSchema,
  importQuerySchema,
} from '../import.ts'
import { route } from './route.ts'

/**
 * CSV import of a resource with an importer: the file as the raw `text/csv` body (up to its own limit), under
 * the resource's `create`. With `dry_run` the answer is the preview; without, 422 with the preview as params when
 * the file has errors, else `application/x-ndjson` progress lines ending in `done` or `error`. Not JSON in, and
 * not always JSON out: the web sends it with `api.postFile` / `api.streamFile` on the route's path.
 */
const importRoute = <const R extends ImportableResource>(resource: R) =>
  route({
    method: 'POST',
    path: `/${resource}/import` as `/${R}/import`,
    access: `${resource}.create` as `${R}.create`,
    query: importQuerySchema,
    bodyLimit: IMPORT_MAX_BYTES,
    answer: importPreviewSchema,
    tag: resource,
    description:
      'CSV import (text/csv body). With dry_run: the preview. Without: 422 with the preview as params ' +
      'when the file has errors, else application/x-ndjson progress events ending in done or error.',
  })

export const importRoutes = {
  customers: importRoute('customers'),
  products: importRoute('products'),
} satisfies Record<ImportableResource, unknown>
