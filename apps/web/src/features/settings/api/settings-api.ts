import { type SettingsImage, type settingsInputSchema, settingsRoutes } from '@sms/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../../lib/api/api.ts'
import { applyAppearance, LIVE_KEYS } from '../../../lib/live/live-keys.ts'
import { publicPart } from './public-part.ts'

/** The uploads answer as the save does: the new record. */
const settingsWritten = settingsRoutes.update.answer

export function useSettings() {
  return useQuery({
    queryKey: LIVE_KEYS.settings,
    queryFn: async ({ signal }) => (await api.call(settingsRoutes.get, { signal })).data,
  })
}

/** After a save the answer is the new record: this screen and the appearance of every page follow at once. */
function useSaved() {
  const queryClient = useQueryClient()
  return (answer: z.output<typeof settingsWritten>) => {
    queryClient.setQueryData(LIVE_KEYS.settings, answer.data)
    return applyAppearance(queryClient, publicPart(answer.data))
  }
}

export function useUpdateSettings() {
  const onSuccess = useSaved()
  return useMutation({
    mutationFn: (body: z.output<typeof settingsInputSchema>) => api.call(settingsRoutes.update, { body }),
    onSuccess,
  })
}

/** `POST /api/settings/logo|favicon`: the picture is checked and stored by the server, which answers the record. */
export function useUploadSettingsImage(image: SettingsImage) {
  const onSuccess = useSaved()
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData()
      form.append('image', file, file.name)
      return api.upload(`/settings/${image}`, settingsWritten, { form })
    },
    onSuccess,
  })
}
