import { profileRoutes } from '@sms/contract'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { normaliseImage, removeImageFiles, saveImageFiles } from '../../lib/images.ts'
import { requireActor } from '../../plugins/access.ts'
import { serve } from '../../plugins/serve.ts'
import { recordAudit } from '../audit/audit.service.ts'
import type { Actor } from '../auth/auth.service.ts'
import { readImageUpload, registerUploadRoutes, type UploadOptions } from '../uploads/image-upload.ts'
import { getProfile } from './profile.service.ts'

/** Sets the user's picture under a row lock and returns the path it replaced, so that file can go. */
async function setProfileImage(db: Db, actor: Actor, image: string | null) {
  return db.transaction(async (tx) => {
    // Not kernel's findById: the signed-in user's own row, one column of it, and no 404 to give (a user
    // removed meanwhile has no picture to replace).
    const [row] = await tx
      .select({ previous: users.profile_image })
      .from(users)
      .where(eq(users.id, actor.id))
      .for('update')
    await tx
      .update(users)
      .set({ profile_image: image, updated_by: actor.id, updated_at: sql`now()` })
      .where(eq(users.id, actor.id))
    await recordAudit(tx, {
      actorId: actor.id,
      resource: 'users',
      recordId: actor.id,
      action: 'updated',
      before: { profile_image: row?.previous ?? null },
      after: { profile_image: image },
    })
    return row?.previous ?? null
  })
}

async function changeProfileImage(db: Db, actor: Actor, uploadDir: string, upload: Buffer | null) {
  const stored = upload
    ? await saveImageFiles(uploadDir, 'users', actor.id, await normaliseImage(upload))
    : null
  try {
    const previous = await setProfileImage(db, actor, stored)
    if (previous && previous !== stored) await removeImageFiles(uploadDir, previous)
  } catch (err) {
    if (stored) await removeImageFiles(uploadDir, stored)
    throw err
  }
  return { data: await getProfile(db, actor.id), message: 'Profile successfully updated!' }
}

/** `POST|DELETE /api/profile/image`: each user sets their own picture (the spec's profile_image). */
export function registerProfileImageRoutes(app: FastifyInstance, options: UploadOptions) {
  return registerUploadRoutes(app, options.maxBytes, (scope) => profileImageRoutes(scope, options))
}

function profileImageRoutes(app: FastifyInstance, options: UploadOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const schema = {
    tags: ['profile'],
    response: { 200: profileRoutes.removeImage.answer },
  }
  r.post(
    '/api/profile/image',
    { config: { access: 'authenticated' }, schema: { ...schema, consumes: ['multipart/form-data'] } },
    async (request) => {
      const upload = await readImageUpload(request, options.maxBytes)
      return changeProfileImage(request.server.db, requireActor(request.actor), options.uploadDir, upload)
    },
  )
  // The upload is multipart, so it stays registered by hand (serve takes no `consumes`); the removal is served.
  serve(app, profileRoutes.removeImage, ({ actor, request }) =>
    changeProfileImage(request.server.db, actor, options.uploadDir, null),
  )
}
