import type { PublicSettings } from '@sms/contract'
import { readAppearance } from '@sms/contract/appearance-defaults'
import { api } from '../api/api.ts'
import type { ResponseSchema } from '../api/api-client.ts'

/**
 * The answer's check, read by shape as `publicSettingsSchema` reads it: the sign-in page asks for the appearance
 * as it shows, and classic zod (with the whole contract, 43 kB) would come with the schema (decision 0011).
 */
const publicSettingsResponse: ResponseSchema<{ data: PublicSettings }> = {
  '~standard': {
    version: 1,
    vendor: 'sms',
    validate: (answer) => {
      const data = readAppearance((answer as { data?: unknown } | null)?.data)
      return data ? { value: { data } } : { issues: [{ message: 'not the public settings', path: ['data'] }] }
    },
  },
}

/** `GET /api/settings/public`, loaded on demand after the first page shows. */
export async function fetchAppearance(signal: AbortSignal) {
  return (await api.get('/settings/public', publicSettingsResponse, { signal })).data
}
