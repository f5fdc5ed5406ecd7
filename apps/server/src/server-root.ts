import path from 'node:path'

/**
 * The server package's folder (apps/server). This file sits one folder below it, in src/, and so does every
 * file of the compiled build, in dist/ (scripts/build.mjs): files the server reads at run time (migrations,
 * seed data) are found from here under `tsx` and under plain `node` alike.
 */
export const serverRoot = path.resolve(import.meta.dirname, '..')
