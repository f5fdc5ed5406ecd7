/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** The id of the build this bundle belongs to; see vite-build-id-plugin.ts. */
declare const __BUILD_ID__: string

// Zod's shared configuration object, read when zod loads; see main.tsx.
declare var __zod_globalConfig: { jitless?: boolean } | undefined
