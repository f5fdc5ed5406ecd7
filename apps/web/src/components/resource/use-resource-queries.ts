import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { resourceApi, resourceKeys } from './resource-api.ts'
import type { AnyContract } from './resource-screen.ts'

/** One page of a list; the previous page stays on screen while the next one loads. */
export function useResourceList(contract: AnyContract, query: string, enabled = true) {
  return useQuery({
    queryKey: resourceKeys.list(contract, query),
    queryFn: ({ signal }) => resourceApi(contract).list(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  })
}

/** One record by id; names of referenced records are read this way and cached for a few minutes. */
export function useResourceRecord(contract: AnyContract, id: number | null | undefined, staleMinutes = 0.5) {
  return useQuery({
    queryKey: resourceKeys.record(contract, id ?? 0),
    queryFn: ({ signal }) => resourceApi(contract).get(id ?? 0, signal),
    enabled: typeof id === 'number' && id > 0,
    staleTime: staleMinutes * 60 * 1000,
  })
}

/** Create, update, delete, restore and permanent delete; each refreshes every cached list and record of the resource. */
export function useResourceWrites(contract: AnyContract) {
  const queryClient = useQueryClient()
  const calls = resourceApi(contract)
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(contract) })
  return {
    create: useMutation({ mutationFn: (body: unknown) => calls.create(body), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: unknown }) => calls.update(id, body),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => calls.remove(id), onSuccess }),
    restore: useMutation({ mutationFn: (id: number) => calls.restore(id), onSuccess }),
    purge: useMutation({ mutationFn: (id: number) => calls.purge(id), onSuccess }),
  }
}
