import { PERMISSIONS, type Permission } from '@sms/contract'
import type { Actor } from '../auth/auth.service.ts'

/**
 * The one answer to "may this actor do X": rights are compared as permission sets (decision 0008), so every
 * check in the server, the route × role matrix included, asks here instead of reading the set itself.
 */
export const may = (actor: Actor, permission: Permission | (string & {})) => actor.permissions.has(permission)

/** An administrator holds every permission (decision 0008) and so works in every store. */
export const isAdministrator = (actor: Actor) => PERMISSIONS.every((permission) => may(actor, permission))
