import {
  type Action,
  idParamsSchema,
  listQuerySchema,
  listResponseSchema,
  PERMISSIONS,
  type Permission,
  recordResponseSchema,
  writeResponseSchema,
} from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireActor } from '../../plugins/access.ts'
import { exportCsv } from './resource.export.ts'
import { registerImportRoute } from './resource.import.routes.ts'
import {
  createRecord,
  deleteRecord,
  getRecord,
  listRecords,
  restoreRecord,
  updateRecord,
} from './resource.service.ts'
import type { ServerResource } from './resource.ts'

/** The same seven routes for every entity, each guarded by `<path>.<action>`. */
export function registerResourceRoutes(app: FastifyInstance, resource: ServerResource) {
  const { path, record, input } = resource.contract
  const base = `/api/${path}`
  const tags = [path]
  const r = app.withTypeProvider<ZodTypeProvider>()
  const update = resource.contract.update ?? input
  const can = (action: Action) => {
    const permission = `${path}.${action}` as Permission
    if (!PERMISSIONS.includes(permission)) throw new Error(`${permission} is not in the permission catalogue`)
    return permission
  }

  r.get(
    base,
    {
      config: { access: can('list') },
      schema: { tags, querystring: listQuerySchema, response: { 200: listResponseSchema(record) } },
    },
    (request) => listRecords(request.server.db, resource, request.query, request.headers['accept-language']),
  )
  r.get(
    `${base}/export`,
    { config: { access: can('list') }, schema: { tags, querystring: listQuerySchema } },
    async (request, reply) => {
      const csv = await exportCsv(
        request.server.db,
        resource,
        request.query,
        request.headers['accept-language'],
      )
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${path}.csv"`)
        .send(csv)
    },
  )
  if (resource.importer) registerImportRoute(app, resource, can('create'))
  r.get(
    `${base}/:id`,
    {
      config: { access: can('view') },
      schema: { tags, params: idParamsSchema, response: { 200: recordResponseSchema(record) } },
    },
    (request) => getRecord(request.server.db, resource, request.params.id),
  )
  r.post(
    base,
    {
      config: { access: can('create') },
      schema: { tags, body: input, response: { 201: writeResponseSchema(record) } },
    },
    async (request, reply) => {
      const result = await createRecord(
        request.server.db,
        requireActor(request.actor),
        resource,
        request.body,
      )
      return reply.status(201).send(result)
    },
  )
  r.put(
    `${base}/:id`,
    {
      config: { access: can('edit') },
      schema: { tags, params: idParamsSchema, body: update, response: { 200: writeResponseSchema(record) } },
    },
    (request) =>
      updateRecord(request.server.db, requireActor(request.actor), resource, request.params.id, request.body),
  )
  r.delete(
    `${base}/:id`,
    {
      config: { access: can('delete') },
      schema: { tags, params: idParamsSchema, response: { 200: writeResponseSchema(record) } },
    },
    (request) => deleteRecord(request.server.db, requireActor(request.actor), resource, request.params.id),
  )
  // Undoing a delete is part of the right to delete.
  r.post(
    `${base}/:id/restore`,
    {
      config: { access: can('delete') },
      schema: { tags, params: idParamsSchema, response: { 200: writeResponseSchema(record) } },
    },
    (request) => restoreRecord(request.server.db, requireActor(request.actor), resource, request.params.id),
  )
}
