/**
 * The JavaScript files a page downloads, read from Vite's build manifest: the modules the page always runs
 * (its roots) and, transitively, their static imports. Dynamic imports are left out: they load later, on
 * demand, unless they are themselves a root.
 *
 * @param {Record<string, {file: string, imports?: string[]}>} manifest `.vite/manifest.json` of a build
 * @param {string[]} roots manifest keys (source paths such as `index.html` or `src/bootstrap.tsx`)
 * @returns {string[]} the output files, each once, in the order they were reached
 */
export function pageScripts(manifest, roots) {
  const seen = new Set()
  const files = []
  const visit = (key) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    // A renamed or moved module must fail the measurement, not shrink it.
    if (!chunk) throw new Error(`${key} is not in the build manifest`)
    seen.add(key)
    if (chunk.file.endsWith('.js')) files.push(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const root of roots) visit(root)
  return files
}

// The language's texts load dynamically, but before the first page renders (lib/i18n/i18n.ts): English here.
export const LOGIN_ROOTS = [
  'index.html',
  'src/bootstrap.tsx',
  'src/lib/i18n/texts-en.ts',
  'src/app/pages/login-page.tsx',
]

/**
 * The modules each measured page runs. main.tsx imports bootstrap.tsx dynamically but always, and the router
 * loads the matched routes' modules (routes.tsx, resource-routes.tsx) and the language's texts; what they
 * import lazily stays out.
 */
export const PAGES = {
  '/login': LOGIN_ROOTS,
  '/products': [
    'index.html',
    'src/bootstrap.tsx',
    'src/lib/i18n/texts-en.ts',
    'src/lib/i18n/texts-en-app.ts',
    'src/app/layouts/default-layout.tsx',
    'src/app/pages/resource-pages.tsx',
  ],
}
