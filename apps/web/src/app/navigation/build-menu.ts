type Entry<G> = { group: G; path: string; permission: string }

/** Groups the entries the user may see, in group order, dropping groups that end up empty. */
export function buildMenu<G extends string, E extends Entry<G>>(
  groups: readonly G[],
  entries: readonly E[],
  permissions: readonly string[],
): { group: G; entries: E[] }[] {
  const allowed = entries.filter((entry) => permissions.includes(entry.permission))
  return groups
    .map((group) => ({ group, entries: allowed.filter((entry) => entry.group === group) }))
    .filter((section) => section.entries.length > 0)
}

/** The entry whose path is the current page or one of its parents (`/products` for `/products/create`). */
export function findActiveEntry<E extends { path: string }>(
  entries: readonly E[],
  path: string,
): E | undefined {
  return entries
    .filter((entry) => path === entry.path || path.startsWith(`${entry.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0]
}
