import {
  publicSettingsSchema,
  recordResponseSchema,
  type SaleSettings,
  SETTINGS_IMAGES,
  saleSettingsSchema,
  settingsInputSchema,
  settingsSchema,
  writeResponseSchema,
} from '@sms/contract'
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
import { writeOptionsOf } from '../documents/document.ts'
import { readImageUpload, registerUploadRoutes, type UploadOptions } from '../uploads/image-upload.ts'
import { publicPart, readSettings, setSettingsImage, updateSettings } from './settings.service.ts'

const tags = ['settings']
const written = { 200: writeResponseSchema(settingsSchema) }

/** `/media/settings/x.webp` or its `.thumb.webp` back to the stored picture's path under UPLOAD_DIR. */
const storedPathOf = (url: string) => url.replace(/^\/media\//, '').replace(/\.thumb\.webp$/, '.webp')

/** The shop's settings: the appearance for everyone, the rest with `settings.view`, changes with `settings.edit`. */
export async function registerSettingsRoutes(app: FastifyInstance, uploads: UploadOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const removeUpload = (url: string) => removeImageFiles(uploads.uploadDir, storedPathOf(url))

  r.get(
    '/api/settings/public',
    {
      config: { access: 'public' },
      schema: { tags, response: { 200: recordResponseSchema(publicSettingsSchema) } },
    },
    async (request, reply) => {
      // Every page load asks; a change must show at the next one, so nothing may keep an old copy.
      reply.header('cache-control', 'no-cache')
      return { data: publicPart(await readSettings(request.server.db)) }
    },
  )
  r.get(
    '/api/settings',
    {
      config: { access: 'settings.view' },
      schema: { tags, response: { 200: recordResponseSchema(settingsSchema) } },
    },
    async (request) => ({ data: await readSettings(request.server.db) }),
  )
  r.get(
    '/api/settings/sale',
    {
      // Printed on every receipt: any signed-in user may read it, the cashier at the till first of all.
      config: { access: 'authenticated' },
      schema: { tags, response: { 200: recordResponseSchema(saleSettingsSchema) } },
    },
    async (request) => {
      const settings = await readSettings(request.server.db)
      const picked = Object.fromEntries(
        Object.keys(saleSettingsSchema.shape).map((key) => [key, settings[key as keyof typeof settings]]),
      )
      return { data: { ...picked, khqr_enabled: settings.bakong_account_id !== null } as SaleSettings }
    },
  )
  r.put(
    '/api/settings',
    { config: { access: 'settings.edit' }, schema: { tags, body: settingsInputSchema, response: written } },
    (request) =>
      updateSettings(
        request.server.db,
        requireActor(request.actor),
        request.body,
        writeOptionsOf(request),
        removeUpload,
      ),
  )

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
