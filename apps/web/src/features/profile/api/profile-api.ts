import {
  type passwordChangeSchema,
  type pinChangeSchema,
  type profileInputSchema,
  profileRoutes,
} from '@sms/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../../lib/api/api.ts'

/** The picture's upload answers as its removal does: the profile and a message. */
const profileWritten = profileRoutes.removeImage.answer

const PROFILE_KEY = ['profile'] as const
/** The shell's `/api/me` query, which names the user in the header. */
const ME_KEY = ['auth', 'me'] as const

/** The signed-in user's own profile (no permission beyond signing in). */
export function useProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: async ({ signal }) => (await api.call(profileRoutes.get, { signal })).data,
  })
}

export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: z.output<typeof profileInputSchema>) => api.call(profileRoutes.update, { body }),
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
      api.call(profileRoutes.changePassword, { body }),
  })
}

/** `PUT /api/profile/pin`: sets or changes the PIN a manager types at the till to approve. */
export function useSetPin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: z.output<typeof pinChangeSchema>) => api.call(profileRoutes.setPin, { body }),
    // The profile says whether a PIN is set.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
  })
}

/** `POST|DELETE /api/profile/image`: the user's own picture; `null` removes it. */
export function useChangeProfilePicture() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File | null) => {
      if (!file) return api.call(profileRoutes.removeImage)
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
