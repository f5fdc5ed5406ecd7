import {
  messageResponseSchema,
  type passwordChangeSchema,
  type pinChangeSchema,
  type profileInputSchema,
  profileSchema,
} from '@sms/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api/api.ts'

const profileAnswer = z.object({ data: profileSchema })
const profileWritten = z.object({ data: profileSchema, message: z.string() })

const PROFILE_KEY = ['profile'] as const
/** The shell's `/api/me` query, which names the user in the header. */
const ME_KEY = ['auth', 'me'] as const

/** The signed-in user's own profile (no permission beyond signing in). */
export function useProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: async ({ signal }) => (await api.get('/profile', profileAnswer, { signal })).data,
  })
}

export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: z.output<typeof profileInputSchema>) => api.put('/profile', profileWritten, { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(PROFILE_KEY, answer.data)
      // A new name should reach the header at once, not at the next periodic check.
      return queryClient.invalidateQueries({ queryKey: ME_KEY })
    },
  })
}

/** Changing the password signs out the user's other sessions; this one stays signed in. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: z.output<typeof passwordChangeSchema>) =>
      api.post('/profile/password', messageResponseSchema, { body }),
  })
}

/** `PUT /api/profile/pin`: sets or changes the PIN a manager types at the till to approve. */
export function useSetPin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: z.output<typeof pinChangeSchema>) =>
      api.put('/profile/pin', messageResponseSchema, { body }),
    // The profile says whether a PIN is set.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
  })
}

/** `POST|DELETE /api/profile/image`: the user's own picture; `null` removes it. */
export function useChangeProfilePicture() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File | null) => {
      if (!file) return api.delete('/profile/image', profileWritten)
      const form = new FormData()
      form.append('image', file, file.name)
      return api.upload('/profile/image', profileWritten, { form })
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(PROFILE_KEY, answer.data)
      // The header shows the picture from `/api/me`.
      return queryClient.invalidateQueries({ queryKey: ME_KEY })
    },
  })
}
