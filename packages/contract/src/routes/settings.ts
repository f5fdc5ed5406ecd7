import { publicSettingsSchema } from '../appearance.ts'
import { recordResponseSchema, writeResponseSchema } from '../list.ts'
import { saleSettingsSchema, settingsInputSchema, settingsSchema } from '../settings.ts'
import { route } from './route.ts'

const tag = 'settings'

/**
 * The shop's settings: the appearance for everyone, the rest with `settings.view`, changes with `settings.edit`.
 * The logo and favicon uploads (`POST /api/settings/logo|favicon`) are multipart and stay with the server's
 * upload scope.
 */
export const settingsRoutes = {
  /** Asked on every page load, sent with `Cache-Control: no-cache`. */
  public: route({
    method: 'GET',
    path: '/settings/public',
    access: 'public',
    answer: recordResponseSchema(publicSettingsSchema),
    tag,
  }),
  get: route({
    method: 'GET',
    path: '/settings',
    access: 'settings.view',
    answer: recordResponseSchema(settingsSchema),
    tag,
  }),
  /** Printed on every receipt: any signed-in user may read it, the cashier at the till first of all. */
  sale: route({
    method: 'GET',
    path: '/settings/sale',
    access: 'authenticated',
    answer: recordResponseSchema(saleSettingsSchema),
    tag,
  }),
  update: route({
    method: 'PUT',
    path: '/settings',
    access: 'settings.edit',
    body: settingsInputSchema,
    answer: writeResponseSchema(settingsSchema),
    tag,
  }),
}
