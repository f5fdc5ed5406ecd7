import { listResponseSchema, MAX_PER_PAGE, permissionRoutes, userSchema } from '@sms/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api/api.ts'

/** The permission catalogue: fixed by the contract, so it is fetched once per session. */
export function usePermissionCatalogue() {
  return useQuery({
    queryKey: ['permissions'],
    queryFn: async ({ signal }) => (await api.call(permissionRoutes.list, { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  })
}

const memberSchema = userSchema.pick({ id: true, name: true, email: true, status: true })
const usersPage = listResponseSchema(memberSchema)

/**
 * Every user, as candidates for a role: the list endpoint's largest page, then the next ones while the
 * total says there are more. Kept under the users resource key so saving a user refreshes it.
 */
export function useAllUsers(enabled: boolean) {
  return useQuery({
    queryKey: ['resource', 'users', 'all-members'],
    enabled,
    queryFn: async ({ signal }) => {
      const users = []
      for (let page = 1; ; page += 1) {
        const query = new URLSearchParams({
          page: String(page),
          per_page: String(MAX_PER_PAGE),
          sort: 'name',
        })
        const answer = await api.get(`/users?${query}`, usersPage, { signal })
        users.push(...answer.data)
        if (answer.data.length === 0 || users.length >= answer.meta.total) return users
      }
    },
  })
}
