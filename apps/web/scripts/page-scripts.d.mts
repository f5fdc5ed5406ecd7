/** One entry of Vite's `.vite/manifest.json`. */
export type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }

export function pageScripts(manifest: Record<string, ManifestChunk>, roots: string[]): string[]
export const LOGIN_ROOTS: string[]
export const PAGES: Record<string, string[]>
