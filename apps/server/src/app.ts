import { randomUUID } from 'node:crypto'
import helmet from '@fastify/helmet'
import Fastify, { type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { Database, Db } from './db/client.ts'
import { registerAuthRoutes } from './modules/auth/auth.routes.ts'
import type { AuthContext } from './modules/auth/auth.service.ts'
import { cookieSessionsOf, registerCookieParser } from './modules/auth/cookie-session.ts'
import { createLoginLimiter, type LoginLimiter } from './modules/auth/login-limiter.ts'
import { loadSigningSecret } from './modules/auth/signing-secret.ts'
import { registerBackupRoutes } from './modules/backup/backup.routes.ts'
import { type Backups, createBackups } from './modules/backup/backup-service.ts'
import { EventBus } from './modules/documents/events.ts'
import { registerIdempotency } from './modules/documents/idempotency.ts'
import { registerEinvoiceRoutes } from './modules/einvoice/einvoice.routes.ts'
import { registerExchangeRateRoutes } from './modules/exchange-rates/exchange-rates.routes.ts'
import { registerHealthRoutes } from './modules/health/health.routes.ts'
import { registerHeldCartRoutes } from './modules/held-carts/held-carts.routes.ts'
import { registerKhqrRoutes } from './modules/khqr/khqr.routes.ts'
import { pusherSignatureCheck } from './modules/live/api-signature.ts'
import { loadPusherApp } from './modules/live/credentials.ts'
import type { HubOptions } from './modules/live/hub.ts'
import { registerLive } from './modules/live/live.ts'
import { registerNotificationRoutes } from './modules/notifications/notifications.routes.ts'
import { registerBackOfficeRoutes } from './modules/orders/orders-back-office.routes.ts'
import { registerProductImageRoutes } from './modules/products/product-images.routes.ts'
import { registerReportRoutes } from './modules/reports/reports.routes.ts'
import { RESOURCES } from './modules/resources/registry.ts'
import { registerResourceRoutes } from './modules/resources/resource.routes.ts'
import { registerPermissionRoutes } from './modules/roles/permissions.routes.ts'
import { registerOrderRoutes } from './modules/sales/orders.routes.ts'
import { registerTillRoutes } from './modules/sales/till.routes.ts'
import { registerTillCatalogueRoutes } from './modules/sales/till-catalogue.ts'
import { registerSettingsRoutes } from './modules/settings/settings.routes.ts'
import { registerShiftRoutes } from './modules/shifts/shifts.routes.ts'
import { registerCountRoutes } from './modules/stock/counts.routes.ts'
import { registerPurchasingRoutes } from './modules/stock/purchasing.routes.ts'
import { registerStockRoutes } from './modules/stock/stock.routes.ts'
import { scheduleExpiryAlerts } from './modules/stock/stock-alerts.ts'
import { registerTransferRoutes } from './modules/stock/transfers.routes.ts'
import { registerTillDisplayRoutes } from './modules/tills/till-display.routes.ts'
import { registerTillDeviceRoutes } from './modules/tills/tills.routes.ts'
import { registerPinLockRoutes } from './modules/users/pin-lock.routes.ts'
import { registerProfileRoutes } from './modules/users/profile.routes.ts'
import { registerProfileImageRoutes } from './modules/users/profile-image.ts'
import { type Access, registerAccessControl } from './plugins/access.ts'
import { registerErrorHandler, registerNotFoundHandler } from './plugins/error-handler.ts'
import { registerMedia } from './plugins/media.ts'
import { registerOpenApi } from './plugins/openapi.ts'
import { acceptEmptyJsonBodies, refuseNulCharacters } from './plugins/request-body.ts'
import { registerWebApp } from './plugins/web-app.ts'

export type RouteEntry = {
  method: string
  url: string
  access?: Access
  /** It honours an `Idempotency-Key` (decision 0013); tests replay every such route. */
  idempotent?: boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route with its access rule; tests walk it to prove nothing is left open. */
    routeTable: RouteEntry[]
    db: Db
    /** Document events, published after their transaction committed (tests and the live layer subscribe). */
    events: EventBus
    /** Counts a manager's PIN tries at the till, as sign-ins are counted, under its own name. */
    pinLimiter: LoginLimiter
    /** The backups of this database (the running server schedules the daily one, main.ts). */
    backups: Backups
  }
}

export type BuildOptions = {
  config: Config
  database: Database
  logger?: FastifyServerOptions['logger']
  /** Live layer timings and limits; tests shorten them. */
  live?: Partial<HubOptions>
}

/** Builds the whole server without listening; tests call this and use `app.inject`. */
export async function buildApp({ config, database, logger, live }: BuildOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password'],
    },
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY === '1',
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  acceptEmptyJsonBodies(app)
  refuseNulCharacters(app)
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Ant Design injects its styles at run time (CSS-in-JS); scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // A shop's logo and favicon may live at an https address of its own (decision 0017).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Shops often reach the server over plain HTTP on the LAN; upgrading would break that.
        upgradeInsecureRequests: null,
      },
    },
  })

  const authContext: AuthContext = {
    db: database.db,
    secret: await loadSigningSecret(database.db, config.JWT_SECRET),
    refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    limiter: createLoginLimiter({
      maxFailures: config.LOGIN_MAX_FAILURES,
      windowMinutes: config.LOGIN_WINDOW_MINUTES,
      redisUrl: config.REDIS_URL,
    }),
    sessionsEnded: (userId) => app.events.publish([{ type: 'sessions.ended', user_id: userId }]),
  }

  const pusherApp = await loadPusherApp(database.db, config)
  const pinLimiter = createLoginLimiter({
    maxFailures: config.LOGIN_MAX_FAILURES,
    windowMinutes: config.LOGIN_WINDOW_MINUTES,
    redisUrl: config.REDIS_URL,
    name: 'pin',
  })

  app.decorate('db', database.db)
  app.decorate('pinLimiter', pinLimiter)
  app.decorate('events', new EventBus((err) => app.log.error({ err }, 'a document event listener failed')))
  registerErrorHandler(app)
  const cookieSessions = cookieSessionsOf(config)
  if (cookieSessions) await registerCookieParser(app)
  registerAccessControl(app, authContext, pusherSignatureCheck(pusherApp), cookieSessions)

  // After the access control's own hook, so the table shows the access every route ends up with.
  const routeTable: RouteEntry[] = []
  app.decorate('routeTable', routeTable)
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    const { access, idempotent } = route.config ?? {}
    for (const method of methods) routeTable.push({ method, url: route.url, access, idempotent })
  })
  registerIdempotency(app, config.IDEMPOTENCY_ABANDON_SECONDS)
  await registerOpenApi(app)
  const hasWebApp = await registerWebApp(app, config.WEB_DIST)
  registerNotFoundHandler(app, hasWebApp)

  registerHealthRoutes(app, database.db)
  registerAuthRoutes(app, authContext, cookieSessions)
  registerProfileRoutes(app)
  registerPinLockRoutes(app)
  registerPermissionRoutes(app)
  for (const resource of RESOURCES) registerResourceRoutes(app, resource)
  registerStockRoutes(app)
  registerPurchasingRoutes(app)
  scheduleExpiryAlerts(app)
  registerTransferRoutes(app)
  registerCountRoutes(app)
  registerOrderRoutes(app)
  registerTillRoutes(app)
  registerTillCatalogueRoutes(app)
  registerTillDeviceRoutes(app)
  registerTillDisplayRoutes(app)
  registerBackOfficeRoutes(app)
  registerEinvoiceRoutes(app)
  await registerLive(app, {
    pusherApp,
    redisUrl: config.REDIS_URL,
    options: { maxConnections: config.PUSHER_MAX_CONNECTIONS, ...live },
  })
  await registerMedia(app, config.UPLOAD_DIR)
  const uploads = { uploadDir: config.UPLOAD_DIR, maxBytes: config.UPLOAD_MAX_BYTES }
  await registerProductImageRoutes(app, uploads)
  await registerProfileImageRoutes(app, uploads)
  await registerSettingsRoutes(app, uploads)
  registerExchangeRateRoutes(app)
  registerNotificationRoutes(app)
  registerShiftRoutes(app)
  registerHeldCartRoutes(app)
  registerKhqrRoutes(app)
  registerReportRoutes(app)
  const backups = createBackups(database.db, {
    engine: database.kind,
    folder: config.BACKUP_DIR,
    uploadDir: config.UPLOAD_DIR,
    keep: config.BACKUP_KEEP,
    daily: config.BACKUP_DAILY ?? database.kind === 'pglite',
    time: config.BACKUP_TIME,
  })
  app.decorate('backups', backups)
  registerBackupRoutes(app, backups)

  app.addHook('onClose', async () => {
    await authContext.limiter.close()
    await pinLimiter.close()
    await database.close()
  })
  return app
}
