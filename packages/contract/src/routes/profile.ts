import { z } from 'zod'
import { messageResponseSchema } from '../auth.ts'
import { idParamsSchema, recordResponseSchema } from '../list.ts'
import { passwordChangeSchema, pinChangeSchema, profileInputSchema, profileSchema } from '../users.ts'
import { route } from './route.ts'

const tag = 'profile'
const written = z.object({ data: profileSchema, message: z.string() })

/**
 * The signed-in user's own profile: every signed-in user may read and edit it, no permission beyond signing
 * in. The picture's upload (`POST /api/profile/image`) is multipart and stays with the server's upload scope.
 */
export const profileRoutes = {
  get: route({
    method: 'GET',
    path: '/profile',
    access: 'authenticated',
    answer: recordResponseSchema(profileSchema),
    tag,
  }),
  update: route({
    method: 'PUT',
    path: '/profile',
    access: 'authenticated',
    body: profileInputSchema,
    answer: written,
    tag,
  }),
  /** Signs out the user's other sessions; this one stays signed in. */
  changePassword: route({
    method: 'POST',
    path: '/profile/password',
    access: 'authenticated',
    body: passwordChangeSchema,
    answer: messageResponseSchema,
    tag,
  }),
  /** The PIN a manager types at the till to approve a discount or a price. */
  setPin: route({
    method: 'PUT',
    path: '/profile/pin',
    access: 'authenticated',
    body: pinChangeSchema,
    answer: messageResponseSchema,
    tag,
  }),
  removeImage: route({
    method: 'DELETE',
    path: '/profile/image',
    access: 'authenticated',
    answer: written,
    tag,
  }),
}

/** The owner lifts the lock wrong PINs put on a user's PIN (decision 0025). */
export const pinLockRoutes = {
  unlock: route({
    method: 'DELETE',
    path: '/users/:id/pin-lock',
    access: 'users.assign',
    params: idParamsSchema,
    answer: messageResponseSchema,
    tag: 'users',
  }),
}
