/** Query keys: everything under `['orders']`, so a live event or an action refreshes lists and pages at once. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (query: string) => ['orders', 'list', query] as const,
  record: (id: number) => ['orders', 'record', id] as const,
  invoices: (query: string) => ['orders', 'invoices', query] as const,
  invoice: (id: number) => ['orders', 'invoice', id] as const,
  creditNotes: (query: string) => ['orders', 'credit-notes', query] as const,
  creditNote: (id: number) => ['orders', 'credit-note', id] as const,
}
