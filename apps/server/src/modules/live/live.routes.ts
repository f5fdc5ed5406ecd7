import {
  channelAuthRequestSchema,
  channelAuthResponseSchema,
  LIVE_MAX_PAYLOAD_BYTES,
  type LiveMemberInfo,
  liveRoutes,
  triggerBatchSchema,
  triggerEventSchema,
  userAuthRequestSchema,
  userAuthResponseSchema,
} from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/errors.ts'
import { requireActor } from '../../plugins/access.ts'
import { MAX_JSON_DEPTH, nestingDepth, tooDeep } from '../../plugins/request-body.ts'
import { serve } from '../../plugins/serve.ts'
import type { Actor } from '../auth/auth.service.ts'
import { assertMayJoin, channelsOf } from './channel-access.ts'
import type { LiveHub } from './hub.ts'
import { channelKind } from './protocol.ts'
import type { SessionSockets } from './session-sockets.ts'
import { channelAuth, userAuth } from './signatures.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as sent, for the Pusher HTTP API's body_md5. */
    rawBody?: string
  }
}

/** Where the web app finds the broadcaster; the same paths Laravel Echo uses by default. */
export const LIVE_PATHS = {
  ws: '/app',
  auth: '/broadcasting/auth',
  userAuth: '/broadcasting/user-auth',
} as const

const tags = ['live']
const byteLength = (text: string) => Buffer.byteLength(text, 'utf8')

/** What the channel's other members see of a user: the name and the picture (presence `user_info`). */
const memberInfo = (actor: Actor): LiveMemberInfo => ({
  name: actor.user.name,
  picture: actor.user.media[0]?.file_path ?? null,
})

export async function registerLiveRoutes(app: FastifyInstance, hub: LiveHub, sessions: SessionSockets) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(
    `${LIVE_PATHS.ws}/:key`,
    {
      websocket: true,
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Pusher protocol 7 WebSocket (subscriptions to private channels are signed)',
        params: z.object({ key: z.string().max(200) }),
        querystring: z.looseObject({ protocol: z.string().max(10).optional() }),
      },
    },
    (socket, request) => hub.open(socket, request.params.key, request.query.protocol),
  )

  serve(app, liveRoutes.config, async ({ actor, request }) => ({
    broadcaster: 'reverb',
    key: hub.app.key,
    auth_endpoint: LIVE_PATHS.auth,
    user_auth_endpoint: LIVE_PATHS.userAuth,
    activity_timeout: hub.options.activityTimeoutSeconds,
    channels: await channelsOf(request.server.db, actor),
  }))

  // Outside /api, at the paths Laravel Echo and the Pusher protocol fix, and so registered by hand: serve()
  // takes only the contract's /api routes.
  await app.register(async (scope) => {
    // pusher-js posts a form; the spec's client posts JSON. Both carry socket_id and channel_name.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body.toString()))),
    )
    const s = scope.withTypeProvider<ZodTypeProvider>()
    s.post(
      LIVE_PATHS.auth,
      {
        config: { access: 'authenticated' },
        bodyLimit: 8 * 1024,
        schema: { tags, body: channelAuthRequestSchema, response: { 200: channelAuthResponseSchema } },
      },
      async (request) => {
        const actor = requireActor(request.actor)
        const { socket_id, channel_name } = request.body
        const kind = channelKind(channel_name)
        if (kind !== 'private' && kind !== 'presence') {
          throw new AppError('BAD_REQUEST', 'Only private and presence channels need authorisation.')
        }
        await assertMayJoin(request.server.db, actor, channel_name)
        sessions.bind(socket_id, actor.id, actor.sessionId)
        if (kind === 'private') return { auth: channelAuth(hub.app, socket_id, channel_name) }
        const channelData = JSON.stringify({ user_id: String(actor.id), user_info: memberInfo(actor) })
        return { auth: channelAuth(hub.app, socket_id, channel_name, channelData), channel_data: channelData }
      },
    )
    s.post(
      LIVE_PATHS.userAuth,
      {
        config: { access: 'authenticated' },
        bodyLimit: 8 * 1024,
        schema: { tags, body: userAuthRequestSchema, response: { 200: userAuthResponseSchema } },
      },
      async (request) => {
        const actor = requireActor(request.actor)
        sessions.bind(request.body.socket_id, actor.id, actor.sessionId)
        const userData = JSON.stringify({ id: String(actor.id), user_info: memberInfo(actor) })
        return { auth: userAuth(hub.app, request.body.socket_id, userData), user_data: userData }
      },
    )
  })

  await app.register(async (scope) => {
    // The signature covers the body's MD5, so the body is kept exactly as it came.
    const parseJson = scope.getDefaultJsonParser('error', 'error')
    scope.removeContentTypeParser('application/json')
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawBody = body.toString()
      if (nestingDepth(request.rawBody) > MAX_JSON_DEPTH) return done(tooDeep(), undefined)
      parseJson(request, request.rawBody, done)
    })
    const s = scope.withTypeProvider<ZodTypeProvider>()
    const params = z.object({ app_id: z.string().max(64) })
    const apiOptions = { config: { access: 'signed' as const }, bodyLimit: 256 * 1024 }

    const trigger = (event: { name: string; data: string; channel: string; socket_id?: string }) => {
      if (byteLength(event.data) > LIVE_MAX_PAYLOAD_BYTES) {
        throw new AppError('PAYLOAD_TOO_LARGE', `Event data is limited to ${LIVE_MAX_PAYLOAD_BYTES} bytes.`)
      }
      return () =>
        hub.publish({ channel: event.channel, event: event.name, data: event.data, except: event.socket_id })
    }

    s.post(
      '/apps/:app_id/events',
      { ...apiOptions, schema: { tags, params, body: triggerEventSchema } },
      async (request) => {
        const { channels, channel, ...event } = request.body
        // Checked before anything is sent: an event is published on all its channels or on none.
        const sends = (channels ?? [channel ?? '']).map((name) => trigger({ ...event, channel: name }))
        for (const send of sends) send()
        return {}
      },
    )
    s.post(
      '/apps/:app_id/batch_events',
      { ...apiOptions, schema: { tags, params, body: triggerBatchSchema } },
      async (request) => {
        const sends = request.body.batch.map(trigger)
        for (const send of sends) send()
        return { batch: request.body.batch.map(() => ({})) }
      },
    )
  })
}
