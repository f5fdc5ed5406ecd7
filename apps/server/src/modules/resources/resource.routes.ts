import {
  type Action,
  idParamsSchema,
  listQuerySchema,
  listResponseSchema,
  messageResponseSchema,
  PERMISSIONS,
  type Permission,
  recordResponseSchema,
  writeResponseSchema,
} from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/errors.ts'
import { requireActor } from '../../plugins/access.ts'
import { may } from '../access/may.ts'
import type { Actor } from '../auth/auth.service.ts'
import { exportCsv } from './resource.export.ts'
import { registerImportRoute } from './resource.import.routes.ts'
import {
  createRecord,
  deleteRecord,
  getRecord,
  listRecords,
  purgeRecord,
  restoreRecord,
  updateRecord,
} from './resource.service.ts'
import { type ChangeAction, RESOURCE_ROUTES, type ResourceRoute, type ServerResource } from './resource.ts'

/** The trash (deleted records, listed or opened) is part of the right to delete. */
function assertMaySeeTrash(actor: Actor | null, path: string) {
  const permission = `${path}.delete`
  if (!may(requireActor(actor), permission)) {
    throw new AppError('FORBIDDEN', 'You do not have permission to see deleted records.', { permission })
  }
}

/** The same routes for every entity (those it chooses), each guarded by `<path>.<action>`. */
export function registerResourceRoutes(app: FastifyInstance, resource: ServerResource) {
  const { path, record, input } = resource.contract
  const base = `/api/${path}`
  const tags = [path]
  const r = app.withTypeProvider<ZodTypeProvider>()
  const update = resource.contract.update ?? input
  const routes = new Set<ResourceRoute>(resource.routes ?? RESOURCE_ROUTES)
  const can = (action: Action) => {
    const permission = `${path}.${action}` as Permission
    if (!PERMISSIONS.includes(permission)) throw new Error(`${permission} is not in the permission catalogue`)
    return permission
  }
  /** After the write committed: what the entity announces on the event bus (decision 0018's live layer). */
  const announce = (server: FastifyInstance, id: number, action: ChangeAction) =>
    server.events.publish(resource.hooks?.committed?.(id, action) ?? [])

  if (routes.has('list')) {
    r.get(
      base,
      {
        config: { access: can('list') },
        schema: { tags, querystring: listQuerySchema, response: { 200: listResponseSchema(record) } },
      },
      (request) => {
        if (request.query.trashed) assertMaySeeTrash(request.actor, path)
        return listRecords(request.server.db, resource, request.query, request.headers['accept-language'])
      },
    )
  }
  if (routes.has('export')) {
    r.get(
      `${base}/export`,
      { config: { access: can('list') }, schema: { tags, querystring: listQuerySchema } },
      async (request, reply) => {
        if (request.query.trashed) assertMaySeeTrash(request.actor, path)
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
  }
  if (resource.importer && routes.has('create')) registerImportRoute(app, resource, can('create'))
  if (routes.has('view')) {
    r.get(
      `${base}/:id`,
      {
        config: { access: can('view') },
        schema: { tags, params: idParamsSchema, response: { 200: recordResponseSchema(record) } },
      },
      async (request) => {
        const record = await getRecord(request.server.db, resource, request.params.id)
        if (record.data.deleted_at) assertMaySeeTrash(request.actor, path)
        return record
      },
    )
  }
  if (routes.has('create')) {
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
  }
  if (routes.has('edit')) {
    r.put(
      `${base}/:id`,
      {
        config: { access: can('edit') },
        schema: {
          tags,
          params: idParamsSchema,
          body: update,
          response: { 200: writeResponseSchema(record) },
        },
      },
      async (request) => {
        const actor = requireActor(request.actor)
        const result = await updateRecord(request.server.db, actor, resource, request.params.id, request.body)
        announce(request.server, request.params.id, 'updated')
        return result
      },
    )
  }
  if (routes.has('delete')) {
    r.delete(
      `${base}/:id`,
      {
        config: { access: can('delete') },
        schema: { tags, params: idParamsSchema, response: { 200: writeResponseSchema(record) } },
      },
      async (request) => {
        const actor = requireActor(request.actor)
        const result = await deleteRecord(request.server.db, actor, resource, request.params.id)
        announce(request.server, request.params.id, 'deleted')
        return result
      },
    )
  }
  // Undoing a delete is part of the right to delete.
  if (routes.has('delete')) {
    r.post(
      `${base}/:id/restore`,
      {
        config: { access: can('delete') },
        schema: { tags, params: idParamsSchema, response: { 200: writeResponseSchema(record) } },
      },
      (request) => restoreRecord(request.server.db, requireActor(request.actor), resource, request.params.id),
    )
    // Emptying the trash is the only delete that cannot be undone.
    r.delete(
      `${base}/:id/permanent`,
      {
        config: { access: can('delete') },
        schema: { tags, params: idParamsSchema, response: { 200: messageResponseSchema } },
      },
      async (request) => {
        const actor = requireActor(request.actor)
        const result = await purgeRecord(request.server.db, actor, resource, request.params.id)
        announce(request.server, request.params.id, 'purged')
        return result
      },
    )
  }
}
