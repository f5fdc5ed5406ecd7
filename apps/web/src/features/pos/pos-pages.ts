import type { PageEntry } from '../../lib/navigation/page-entry.ts'

/**
 * The till, full screen in its own shell (decision 0021), at /pos and /kh/pos, and its customer display. The
 * route table loads with /login, so the menu entries and their icons live apart, in pos-menu.ts, which only the
 * shell loads.
 */
export const TILL_PAGES: readonly PageEntry[] = [
  {
    path: 'pos',
    permission: 'pos.create',
    titleKey: 'pos:title',
    load: () => import('./screens/till-page.tsx').then((m) => m.TillPage),
  },
  {
    // The customer display (issue 21, decision 0042): opened from the till, on the same machine's second screen.
    path: 'pos/display',
    permission: 'pos.create',
    titleKey: 'pos:display.title',
    load: () => import('./display/customer-display-page.tsx').then((m) => m.CustomerDisplayPage),
  },
]

/** Pages of the sales group inside the usual shell: the printer set-up page and the scanner test. */
export const POS_PAGES: readonly PageEntry[] = [
  {
    path: 'samples',
    permission: 'pos.create',
    titleKey: 'pos:samples.title',
    load: () => import('./screens/samples-page.tsx').then((m) => m.SamplesPage),
  },
  {
    path: 'pos/scanner-test',
    permission: 'pos.create',
    titleKey: 'pos:scannerTest.title',
    load: () => import('./screens/scanner-test-page.tsx').then((m) => m.ScannerTestPage),
  },
]
