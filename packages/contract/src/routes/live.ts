import { liveConfigSchema } from '../live.ts'
import { route } from './route.ts'

/**
 * The live layer's one route under `/api`: how the signed-in user's browser connects. The rest of the live layer
 * keeps the paths the Pusher protocol and Laravel Echo fix, outside `/api`, and stays with the server's live
 * module: the WebSocket (`/app/:key`), channel and user authorisation (`/broadcasting/auth`,
 * `/broadcasting/user-auth`, a form from pusher-js) and the Pusher HTTP API (`/apps/:app_id/events`,
 * `/apps/:app_id/batch_events`, signed over the raw body).
 */
export const liveRoutes = {
  config: route({
    method: 'GET',
    path: '/live',
    access: 'authenticated',
    answer: liveConfigSchema,
    tag: 'live',
  }),
}
