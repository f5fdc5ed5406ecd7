import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { buildIdPlugin } from './vite-build-id-plugin.ts'
import { compressPlugin } from './vite-compress-plugin.ts'

export default defineConfig({
  plugins: [react(), buildIdPlugin(), compressPlugin()],
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
    // Lists the chunks each module needs; scripts/size.mjs reads it to measure what a page downloads.
    manifest: true,
    // Pages, the signed-in shell and the resource screens load on demand (routes.tsx); scripts/size.mjs checks
    // what /login downloads. The libraries every page runs get chunks of their own, which stay cached across
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
