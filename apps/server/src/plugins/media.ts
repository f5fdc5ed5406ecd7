import fs from 'node:fs'
import fastifyStatic from '@fastify/static'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { MEDIA_PREFIX } from '../lib/images.ts'

/**
 * Serves UPLOAD_DIR at /media, outside /api. Stored names carry a random part and are never listed, so a
 * URL is only known to whoever may see the record. A name is never reused (a new upload gets a new name),
 * so files are cached as immutable. Missing files answer a JSON 404, not the web app's index.html.
 */
export async function registerMedia(app: FastifyInstance, uploadDir: string) {
  fs.mkdirSync(uploadDir, { recursive: true })
  await app.register(
    async (media) => {
      // A second @fastify/static instance (the web app has one): decorateReply false avoids a clash.
      await media.register(fastifyStatic, {
        root: uploadDir,
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: 'deny',
        immutable: true,
        maxAge: '365d',
      })
      const notFound = (request: FastifyRequest, reply: FastifyReply) =>
        reply.status(404).send({
          status: 'error',
          code: 'NOT_FOUND',
          message: `${request.url.split('?')[0]} was not found.`,
        })
      media.setNotFoundHandler(notFound)
      // A folder answers 403 from the file sender; 404 instead, so nothing tells which folders exist.
      media.setErrorHandler((error: FastifyError, request, reply) => {
        if (error.statusCode && error.statusCode < 500) return notFound(request, reply)
        throw error
      })
    },
    { prefix: MEDIA_PREFIX },
  )
}
