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
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Lists the chunks each module needs; scripts/size.mjs reads it to measure what a page downloads.
    manifest: true,
    // antd alone is larger than Vite's default 500 kB warning; pages are split by route already.
    chunkSizeWarningLimit: 1500,
  },
})
