import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/**
 * Serves the built single-page app. Hashed assets are cached for a year; index.html and version.json
 * never, so a new build is picked up at once. Unknown non-API paths get index.html (the app shows 404).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn(`Web app not built (${distDir}); serving the API only. Run "npm run build".`)
    return false
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    setHeaders: (res, filePath) => {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`)
      res.header('Cache-Control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  return true
}
