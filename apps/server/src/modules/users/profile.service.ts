import type { Profile, profileInputSchema } from '@sms/contract'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { sessions, userProfiles, users } from '../../db/schema/index.ts'
import { fieldErrors, notFound } from '../../lib/errors.ts'
import { mediaUrl } from '../../lib/images.ts'
import { hashPassword, verifyPassword } from '../../lib/passwords.ts'
import { recordAudit } from '../audit/audit.service.ts'
import type { Actor } from '../auth/auth.service.ts'

type ProfileInput = z.output<typeof profileInputSchema>

export async function getProfile(db: Db, userId: number): Promise<Profile> {
  const [row] = await db
    .select({ user: users, profile: userProfiles })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.user_id, users.id))
    .where(eq(users.id, userId))
  if (!row) throw notFound('users', userId)
  const { user, profile } = row
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    name: user.name,
    phone: user.phone,
    date_of_birth: user.date_of_birth,
    position: user.position,
    join_date: user.join_date,
    profile_image: user.profile_image,
    profile_image_url: user.profile_image ? mediaUrl(user.profile_image) : null,
    gender: profile?.gender ?? null,
    nationality: profile?.nationality ?? null,
    address: profile?.address ?? null,
    about: profile?.about ?? null,
    bio: profile?.bio ?? null,
    skills: profile?.skills ?? [],
    timezone: profile?.timezone ?? null,
    emergency_contact_name: profile?.emergency_contact_name ?? null,
    emergency_contact_relationship: profile?.emergency_contact_relationship ?? null,
    emergency_contact_phone: profile?.emergency_contact_phone ?? null,
    emergency_contact_email: profile?.emergency_contact_email || null,
    has_pin: user.pin_hash !== null,
    pin_locked: user.pin_locked_at !== null,
  }
}

/** Users edit their own name, phone, birth date and profile; e-mail, roles and position stay with admins. */
export async function updateProfile(db: Db, actor: Actor, input: ProfileInput) {
  const before = await getProfile(db, actor.id)
  await db.transaction(async (tx) => {
    const { name, phone, date_of_birth, ...profile } = input
    await tx
      .update(users)
      .set({
        name,
        phone,
        date_of_birth: date_of_birth ?? null,
        updated_by: actor.id,
        updated_at: sql`now()`,
      })
      .where(eq(users.id, actor.id))
    const values = { ...profile, emergency_contact_email: profile.emergency_contact_email || null }
    await tx
      .insert(userProfiles)
      .values({ user_id: actor.id, ...values })
      .onConflictDoUpdate({ target: userProfiles.user_id, set: values })
    const after = await getProfile(tx, actor.id)
    await recordAudit(tx, {
      actorId: actor.id,
      resource: 'profiles',
      recordId: actor.id,
      action: 'updated',
      before,
      after,
    })
  })
  return { data: await getProfile(db, actor.id), message: 'Profile successfully updated!' }
}

/** A password change needs the current password and signs out every other session of the user. */
export async function changePassword(
  db: Db,
  actor: Actor,
  input: { current_password: string; password: string },
) {
  const [user] = await db.select({ hash: users.password_hash }).from(users).where(eq(users.id, actor.id))
  if (!user || !(await verifyPassword(user.hash, input.current_password))) {
    throw fieldErrors({ current_password: ['incorrect'] })
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password_hash: await hashPassword(input.password), updated_at: sql`now()` })
      .where(eq(users.id, actor.id))
    await tx
      .update(sessions)
      .set({ revoked_at: sql`now()` })
      .where(and(eq(sessions.user_id, actor.id), ne(sessions.id, actor.sessionId)))
    await recordAudit(tx, {
      actorId: actor.id,
      resource: 'users',
      recordId: actor.id,
      action: 'password_changed',
    })
  })
  return { message: 'Password successfully updated!' }
}

/**
 * Sets or changes the user's PIN for approvals at the till. It is hashed like a password and confirmed with the
 * password, never with the old PIN: a PIN is short, so whoever watched it typed must not be able to change it.
 */
export async function setPin(db: Db, actor: Actor, input: { current_password: string; pin: string }) {
  const [user] = await db
    .select({ hash: users.password_hash, pin: users.pin_hash })
    .from(users)
    .where(eq(users.id, actor.id))
  if (!user || !(await verifyPassword(user.hash, input.current_password))) {
    throw fieldErrors({ current_password: ['incorrect'] })
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      // A new PIN also lifts a lock that wrong tries put on the old one (decision 0025).
      .set({
        pin_hash: await hashPassword(input.pin),
        pin_failures: 0,
        pin_locked_at: null,
        updated_at: sql`now()`,
      })
      .where(eq(users.id, actor.id))
    await recordAudit(tx, {
      actorId: actor.id,
      resource: 'users',
      recordId: actor.id,
      action: user.pin ? 'pin_changed' : 'pin_set',
    })
  })
  return { message: 'PIN successfully saved!' }
}
