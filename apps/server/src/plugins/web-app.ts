import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/**
 * Serves the built single-page app. Hashed assets are cached for a year; index.html and version.json
 * never, so a new build is picked up at once. Unknown non-API paths get index.html (the app shows 404).
 * The build writes a brotli and a gzip copy of every text file (vite-compress-plugin.ts); `preCompressed`
 * sends the one the browser accepts, so nothing is compressed per request.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn(`Web app not built (${distDir}); serving the API only. Run "npm run build".`)
    return false
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`)
      res.header('Cache-Control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  // A browser asks for /favicon.ico when it shows a page that names no icon (a JSON answer, a picture): the
  // app's own icon answers it instead of a 404 in the console and the log.
  app.get('/favicon.ico', { config: { access: 'public' } }, (_request, reply) =>
    reply.redirect('/favicon.svg', 301),
  )
  return true
}
