import { healthResponseSchema } from '../auth.ts'
import { route } from './route.ts'

/**
 * Whether the server and its database answer: public and cheap, for a load balancer, the Playwright server
 * check and the till's reachability probe. The answer is 200 with the database up and 503 with it down, the
 * same shape both times; the table has one status, so the handler sends the 503 itself.
 */
export const healthRoutes = {
  check: route({
    method: 'GET',
    path: '/health',
    access: 'public',
    answer: healthResponseSchema,
    tag: 'health',
  }),
}
