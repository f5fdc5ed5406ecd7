import type { Profile, profileInputSchema } from '@sms/contract'
import type { z } from 'zod'

export type ProfileValues = z.input<typeof profileInputSchema>

const TEXT_FIELDS = [
  'name',
  'phone',
  'nationality',
  'address',
  'about',
  'bio',
  'timezone',
  'emergency_contact_name',
  'emergency_contact_relationship',
  'emergency_contact_phone',
  'emergency_contact_email',
] as const

/** Form values of a stored profile: empty text as '' (antd inputs are controlled), dates and choices as null. */
export function profileToValues(profile: Profile): ProfileValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, profile[field] ?? '']))
  return {
    ...text,
    name: profile.name,
    date_of_birth: profile.date_of_birth,
    gender: profile.gender,
    skills: profile.skills,
  }
}

/** The IANA time zones the browser knows, with the shops' own first. */
export function timeZoneChoices(): string[] {
  const home = 'Asia/Phnom_Penh'
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return [home, ...all.filter((zone) => zone !== home)]
}
