/** Types of build.mjs, a plain script so that it runs before anything is compiled. */
export const ENTRIES: Record<string, string>
export function buildServer(): Promise<string>
