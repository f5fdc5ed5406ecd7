import { khqrRoutes } from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import { serve } from '../../plugins/serve.ts'
import { createKhqr } from './khqr.service.ts'

/** KHQR at the till: a code for the exact amount due, made on the server from the shop's Bakong account. */
export function registerKhqrRoutes(app: FastifyInstance) {
  serve(app, khqrRoutes.create, async ({ actor, body, request }) => ({
    data: await createKhqr(request.server.db, actor, body),
  }))
}
