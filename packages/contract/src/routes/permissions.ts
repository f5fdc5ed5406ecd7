import { permissionListSchema } from '../users.ts'
import { route } from './route.ts'

/** The permission catalogue the roles screen draws its matrix from: fixed by the contract, read-only. */
export const permissionRoutes = {
  list: route({
    method: 'GET',
    path: '/permissions',
    access: 'permissions.list',
    answer: permissionListSchema,
    tag: 'roles',
  }),
}
