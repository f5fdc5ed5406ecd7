import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { buildIdPlugin } from './vite-build-id-plugin.ts'
import { compressPlugin } from './vite-compress-plugin.ts'

export default defineConfig({
  plugins: [
    react(),
    buildIdPlugin(),
    compressPlugin(),
    // The installable till (issue 21, decision 0032): Workbox precaches the app shell, fonts and code so /pos
    // and /kh/pos open and sell with the server away. The till registers the worker itself (a lazy import), so
    // /login downloads nothing more. API calls are never cached by the worker; the till keeps its own data.
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'SMS — Sales Management System',
        short_name: 'SMS Till',
        description: 'Point of sale and shop back-office, in Khmer and English',
        start_url: '/pos',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#16a34a',
        icons: [
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,woff2,svg,png}'],
        // The lazily loaded pages and the Khmer fonts are part of what the till may need offline.
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackAllowlist: [/^\/pos(\/|$)/, /^\/kh\/pos(\/|$)/],
        // A new build takes over at once, as without the worker; the build-version check announces it and the
        // cashier reloads between sales (new-version-notice.tsx).
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
    // The API runs as its own process in development; the browser still sees one origin, as in production.
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
      // Live updates: the Pusher WebSocket and its channel authorisation (not the /apps HTTP API, for servers).
      '^/app/': { target: 'ws://127.0.0.1:3000', ws: true },
      '/broadcasting/': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Pages, the signed-in shell and the resource screens load on demand (routes.tsx); scripts/size.mjs checks
    // what a browser downloads for /login. The libraries every page runs get chunks of their own, which stay cached across
    // deployments that change only the app. antd is left to the automatic split: one antd chunk would make
    // /login download every component the app uses.
    rolldownOptions: {
      // antd's Input imports its Form's context module, which imports @rc-component/form for a provider the
      // Input never uses. That package declares no `sideEffects`, and its index assigns Form.Field & co., so it
      // stayed whole in /login (a tenth of the page) though the page has no antd Form. Its modules only
      // define things; marking them side-effect free lets unused ones go.
      treeshake: {
        moduleSideEffects: (id) =>
          /node_modules[\\/]@rc-component[\\/](form|async-validator)[\\/]/.test(id) ? false : undefined,
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // No group for zod: sign-in uses only zod/mini (contract auth.ts and errors.ts), so left to the
            // automatic split /login gets the part of zod's core it shares, and classic zod loads with the pages.
          ],
        },
      },
    },
  },
})
