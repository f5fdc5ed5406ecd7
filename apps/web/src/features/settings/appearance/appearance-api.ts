import { publicSettingsSchema } from '@sms/contract'
import { z } from 'zod'
import { api } from '../../../lib/api/api.ts'

const publicSettingsResponse = z.object({ data: publicSettingsSchema })

/**
 * `GET /api/settings/public`, checked with the contract's schema. Loaded on demand (with zod) after the first
 * page shows, so /login draws from the stored appearance without them (docs/decisions/0011-first-load.md).
 */
export async function fetchAppearance(signal: AbortSignal) {
  return (await api.get('/settings/public', publicSettingsResponse, { signal })).data
}
