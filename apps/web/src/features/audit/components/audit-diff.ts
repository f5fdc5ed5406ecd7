/** How a field changed between an audit entry's before and after. */
export type FieldChange = {
  field: string
  before: unknown
  after: unknown
  change: 'added' | 'removed' | 'changed' | 'same'
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** Every field of either side, changed ones first, each marked added, removed, changed or the same. */
export function diffAudit(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  const rank = { changed: 0, added: 1, removed: 2, same: 3 }
  return fields
    .map((field): FieldChange => {
      const old = before?.[field]
      const now = after?.[field]
      const change =
        before === null || !(field in before)
          ? 'added'
          : after === null || !(field in after)
            ? 'removed'
            : same(old, now)
              ? 'same'
              : 'changed'
      return { field, before: old, after: now, change }
    })
    .sort((a, b) => rank[a.change] - rank[b.change] || a.field.localeCompare(b.field))
}

/** A value as a short line of text: lists joined, objects as JSON, nothing as an em dash. */
export function showValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—'
  if (Array.isArray(value)) return value.length ? value.map(showValue).join(', ') : '—'
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}
