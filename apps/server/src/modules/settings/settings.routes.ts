import { type SaleSettings, SETTINGS_IMAGES, saleSettingsSchema, settingsRoutes } from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  mediaUrl,
  normaliseImage,
  removeImageFiles,
  saveImageFiles,
  thumbnailPathOf,
} from '../../lib/images.ts'
import { requireActor } from '../../plugins/access.ts'
import { serve } from '../../plugins/serve.ts'
import { writeOptionsOf } from '../documents/document.ts'
import { readImageUpload, registerUploadRoutes, type UploadOptions } from '../uploads/image-upload.ts'
import { publicPart, readSettings, setSettingsImage, updateSettings } from './settings.service.ts'

const tags = ['settings']
/** The uploads answer as the settings' save does. */
const written = { 200: settingsRoutes.update.answer }

/** `/media/settings/x.webp` or its `.thumb.webp` back to the stored picture's path under UPLOAD_DIR. */
const storedPathOf = (url: string) => url.replace(/^\/media\//, '').replace(/\.thumb\.webp$/, '.webp')

/** The shop's settings: the appearance for everyone, the rest with `settings.view`, changes with `settings.edit`. */
export async function registerSettingsRoutes(app: FastifyInstance, uploads: UploadOptions) {
  const removeUpload = (url: string) => removeImageFiles(uploads.uploadDir, storedPathOf(url))

  serve(app, settingsRoutes.public, async ({ request, reply }) => {
    // Every page load asks; a change must show at the next one, so nothing may keep an old copy.
    reply.header('cache-control', 'no-cache')
    return { data: publicPart(await readSettings(request.server.db)) }
  })
  serve(app, settingsRoutes.get, async ({ request }) => ({ data: await readSettings(request.server.db) }))
  serve(app, settingsRoutes.sale, async ({ request }) => {
    const settings = await readSettings(request.server.db)
    const picked = Object.fromEntries(
      Object.keys(saleSettingsSchema.shape).map((key) => [key, settings[key as keyof typeof settings]]),
    )
    return { data: { ...picked, khqr_enabled: settings.bakong_account_id !== null } as SaleSettings }
  })
  serve(app, settingsRoutes.update, ({ actor, body, write, request }) =>
    updateSettings(request.server.db, actor, body, write, removeUpload),
  )

  // Multipart: the upload scope reads the file, so these stay registered by hand (serve takes no `consumes`).
  await registerUploadRoutes(app, uploads.maxBytes, (scope) => {
    const s = scope.withTypeProvider<ZodTypeProvider>()
    for (const image of SETTINGS_IMAGES) {
      s.post(
        `/api/settings/${image}`,
        {
          config: { access: 'settings.edit' },
          schema: { tags, consumes: ['multipart/form-data'], response: written },
        },
        async (request) => {
          const actor = requireActor(request.actor)
          const upload = await readImageUpload(request, uploads.maxBytes)
          const files = await normaliseImage(upload)
          const stored = await saveImageFiles(uploads.uploadDir, 'settings', actor.id, files)
          // The favicon is drawn at 16 to 64 pixels: its 200 px thumbnail is plenty.
          const url = mediaUrl(image === 'favicon' ? thumbnailPathOf(stored) : stored)
          try {
            return await setSettingsImage(
              request.server.db,
              actor,
              image,
              url,
              writeOptionsOf(request),
              removeUpload,
            )
          } catch (err) {
            await removeImageFiles(uploads.uploadDir, stored)
            throw err
          }
        },
      )
    }
  })
}
