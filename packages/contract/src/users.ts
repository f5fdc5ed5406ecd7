import { z } from 'zod'
import {
  email,
  isoDate,
  MAX_MONEY,
  optionalText,
  phone,
  referenceId,
  requiredText,
  status,
} from './fields.ts'
import { defineResource, recordBaseShape } from './list.ts'
import { permissionSchema } from './permissions.ts'

export const PASSWORD_MIN_LENGTH = 8
const password = z.string().min(PASSWORD_MIN_LENGTH).max(200)

/** The confirmation must repeat the password; the error lands on the confirmation field. */
const confirmed = <T extends { password?: string | null; password_confirmation?: string | null }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.password && value.password !== value.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'mismatch' })
  }
}

const userShape = {
  name: requiredText(150),
  email,
  phone,
  username: optionalText(60).refine((v) => v === null || /^[a-z0-9._-]{3,60}$/i.test(v), 'username'),
  status,
  date_of_birth: isoDate.nullish(),
  join_date: isoDate.nullish(),
  position: optionalText(100),
  /** The biggest discount this user may give at the till without a manager's PIN, in percent. */
  discount_limit_percent: z.number().int().min(0).max(100).default(0),
  /**
   * The largest return (US cents) this user may credit without `pos.approve` or a manager's PIN. Left out or
   * empty, an edit keeps the current value (a new user gets 0: every return needs a manager).
   */
  return_limit_usd: z
    .number()
    .int()
    .min(0)
    .max(MAX_MONEY)
    .nullish()
    .transform((v) => v ?? undefined),
  role_ids: z.array(referenceId).max(50).default([]),
  store_ids: z.array(referenceId).max(200).default([]),
  /** User coverage (SPEC §2): the operational districts and health facilities the user works for. */
  operational_district_ids: z.array(referenceId).max(200).default([]),
  health_facility_ids: z.array(referenceId).max(2000).default([]),
}

export const userInputSchema = z
  .object({ ...userShape, password, password_confirmation: z.string().max(200) })
  .superRefine(confirmed)
/** On update the password is optional: left empty, it stays as it was. */
export const userUpdateSchema = z
  .object({
    ...userShape,
    password: password.nullish(),
    password_confirmation: z.string().max(200).nullish(),
  })
  .superRefine(confirmed)

export const userSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  username: z.string().nullable(),
  status: z.boolean(),
  date_of_birth: z.string().nullable(),
  join_date: z.string().nullable(),
  position: z.string().nullable(),
  profile_image: z.string().nullable(),
  discount_limit_percent: z.number(),
  return_limit_usd: z.number(),
  role_ids: z.array(z.number()),
  store_ids: z.array(z.number()),
  operational_district_ids: z.array(z.number()),
  health_facility_ids: z.array(z.number()),
  /** Locked by repeated wrong PINs at a till: the owner (`DELETE /api/users/{id}/pin-lock`) or a new PIN unlocks it. */
  pin_locked: z.boolean(),
  ...recordBaseShape,
})
export type User = z.infer<typeof userSchema>

export const usersResource = defineResource({
  path: 'users',
  label: 'User',
  record: userSchema,
  input: userInputSchema as unknown as z.ZodObject,
  update: userUpdateSchema as unknown as z.ZodObject,
  filters: {
    name: 'text',
    email: 'text',
    username: 'text',
    phone: 'text',
    position: 'text',
    status: 'boolean',
    join_date: 'date',
    created_at: 'date',
    /** Links, not columns: `equals` finds the users holding the store, district or facility. */
    store_ids: 'reference',
    operational_district_ids: 'reference',
    health_facility_ids: 'reference',
  },
  sortable: ['name', 'email', 'username', 'status', 'join_date', 'created_at'],
  searchable: ['name', 'email', 'username', 'phone'],
  defaultSort: 'name',
})

const roleShape = {
  name: requiredText(60).regex(/^[a-z0-9_]+$/, 'slug'),
  group: optionalText(60),
  label_en: requiredText(100),
  label_kh: optionalText(100),
  status,
  permissions: z.array(permissionSchema).max(500).default([]),
  /** Members; changing them needs `roles.assign`. */
  user_ids: z.array(referenceId).max(10_000).optional(),
}
export const roleInputSchema = z.object(roleShape)
export const roleSchema = z.object({
  name: z.string(),
  group: z.string().nullable(),
  label_en: z.string().nullable(),
  label_kh: z.string().nullable(),
  status: z.boolean(),
  /** A seeded role: it can be neither renamed nor deleted, and the administrator role keeps every permission. */
  system_key: z.string().nullable(),
  permissions: z.array(z.string()),
  user_ids: z.array(z.number()),
  ...recordBaseShape,
})
export type Role = z.infer<typeof roleSchema>

export const rolesResource = defineResource({
  path: 'roles',
  label: 'Role',
  record: roleSchema,
  input: roleInputSchema,
  filters: {
    name: 'text',
    group: 'text',
    label_en: 'text',
    label_kh: 'text',
    status: 'boolean',
    created_at: 'date',
  },
  sortable: ['name', 'group', 'label_en', 'status', 'created_at'],
  searchable: ['name', 'label_en', 'label_kh', 'group'],
  defaultSort: 'name',
})

export const permissionRecordSchema = z.object({
  id: z.number(),
  name: z.string(),
  resource: z.string(),
  action: z.string(),
})
export const permissionListSchema = z.object({ data: z.array(permissionRecordSchema) })

/** The signed-in user's own profile: account fields they may change plus the spec's profile fields. */
export const profileInputSchema = z.object({
  name: requiredText(150),
  phone,
  date_of_birth: isoDate.nullish(),
  gender: z.enum(['male', 'female', 'other']).nullish(),
  nationality: optionalText(80),
  address: optionalText(300),
  about: optionalText(2000),
  bio: optionalText(2000),
  skills: z.array(requiredText(60)).max(50).default([]),
  timezone: optionalText(60),
  emergency_contact_name: optionalText(150),
  emergency_contact_relationship: optionalText(60),
  emergency_contact_phone: phone,
  emergency_contact_email: z.union([email, z.literal('')]).nullish(),
})
export const profileSchema = z.object({
  id: z.number(),
  email: z.string(),
  username: z.string().nullable(),
  name: z.string(),
  phone: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  position: z.string().nullable(),
  join_date: z.string().nullable(),
  profile_image: z.string().nullable(),
  /** Public URL of the picture (`/media/...`), or null. */
  profile_image_url: z.string().nullable(),
  gender: z.enum(['male', 'female', 'other']).nullable(),
  nationality: z.string().nullable(),
  address: z.string().nullable(),
  about: z.string().nullable(),
  bio: z.string().nullable(),
  skills: z.array(z.string()),
  timezone: z.string().nullable(),
  emergency_contact_name: z.string().nullable(),
  emergency_contact_relationship: z.string().nullable(),
  emergency_contact_phone: z.string().nullable(),
  emergency_contact_email: z.string().nullable(),
  /** Whether the user has set a PIN for approvals at the till (the PIN itself never leaves the server). */
  has_pin: z.boolean(),
  /** Locked by repeated wrong PINs at a till: setting a new PIN (or the owner) unlocks it. */
  pin_locked: z.boolean(),
})
export type Profile = z.infer<typeof profileSchema>

/** A PIN a bystander would guess first: one digit repeated (0000) or a run up or down (1234, 9876). */
export const isGuessablePin = (pin: string) => {
  const digits = [...pin].map(Number)
  const steps = new Set(digits.slice(1).map((d, i) => d - (digits[i] ?? 0)))
  return steps.size === 1 && [0, 1, -1].includes([...steps][0] ?? 0)
}

/**
 * `PUT /api/profile/pin`: the user's PIN for approvals at the till, 4–8 digits, confirmed with their password.
 * Codes: `pin` (not 4–8 digits), `weak` (guessable).
 */
export const pinChangeSchema = z.object({
  current_password: z.string().min(1).max(200),
  pin: z.string().superRefine((pin, ctx) => {
    if (!/^\d{4,8}$/.test(pin)) ctx.addIssue({ code: 'custom', message: 'pin' })
    else if (isGuessablePin(pin)) ctx.addIssue({ code: 'custom', message: 'weak' })
  }),
})
export type PinChange = z.input<typeof pinChangeSchema>

export const passwordChangeSchema = z
  .object({
    current_password: z.string().min(1).max(200),
    password,
    password_confirmation: z.string().max(200),
  })
  .superRefine(confirmed)
