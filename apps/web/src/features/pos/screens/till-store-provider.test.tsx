import type { SaleSettings, WorkStore } from '@sms/contract'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mountWithoutDom } from '../../../test-utils/dom-free-root.ts'
import { MemoryStorage } from '../../../test-utils/memory-storage.ts'
import { TillDraftProvider } from './till-draft.tsx'
import { type Till, type TillSearch, useTill, useTillSearch } from './till-store.ts'
import { TillStoreProvider } from './till-store-provider.tsx'

const STORE: WorkStore = { id: 1, code: 'MAIN', name_en: 'Main', name_kh: null, allow_negative_stock: true }
const SETTINGS = {
  vat_rate: 10,
  prices_include_vat: true,
  riel_rounding_step: 100,
  riel_rounding_mode: 'nearest',
  max_change_usd: 10_000,
  khqr_enabled: false,
} as SaleSettings

// The till's reads answer at once from fixed data; its device storage, outbox, keyboard and customer display
// do nothing. What is left is the provider wiring its hooks, which is what this test counts.
const useAnswered = <T,>(key: readonly unknown[], data: T) =>
  useQuery({ queryKey: ['test', ...key], queryFn: async () => data, staleTime: Number.POSITIVE_INFINITY })
vi.mock('../api/pos-api.ts', async (original) => ({
  ...(await original<object>()),
  useTillStores: () => useAnswered(['stores'], [STORE]),
  useCurrentShift: () => useAnswered(['shift'], null),
  useTillSettings: () => useAnswered(['settings'], SETTINGS),
  useHeldCarts: () => useAnswered(['held'], []),
  useDiscounts: () => useAnswered(['discounts'], []),
  useCategories: () => useAnswered(['categories'], []),
  useTillStock: () => useAnswered(['stock'], new Map()),
}))
vi.mock('../api/product-lookup.ts', async (original) => ({
  ...(await original<object>()),
  useTillProducts: (_: number, q: string) => useAnswered(['products', q], []),
}))
vi.mock('../../../lib/live/current-rate.ts', () => ({
  useCurrentRate: () => useAnswered(['rate'], { rate: 4100 }),
}))
vi.mock('../../../lib/auth/use-session.ts', () => ({ useSession: () => null }))
vi.mock('../offline/till-state-db.ts', () => ({
  readValue: async () => undefined,
  writeValue: async () => undefined,
  deleteValue: async () => undefined,
}))
vi.mock('../offline/use-outbox.ts', () => {
  const view = { entries: [], waiting: 0, refused: 0, reachable: true }
  return { useOutbox: () => view }
})
vi.mock('../offline/use-device-catalogue.ts', () => ({ useDeviceCatalogue: () => undefined }))
vi.mock('../offline/till-device.ts', () => ({ ensureTill: async () => undefined }))
vi.mock('../display/use-display-feed.ts', () => ({ useDisplayFeed: () => undefined }))
vi.mock('../scanner/use-till-keyboard.ts', async (original) => ({
  ...(await original<object>()),
  useTillKeyboard: () => undefined,
}))

beforeEach(() => vi.stubGlobal('localStorage', new MemoryStorage()))
afterEach(() => vi.unstubAllGlobals())

/** What the test holds of the till between renders, and how often a `useTill()` reader drew. */
const seen = { till: null as Till | null, search: null as TillSearch | null, renders: 0 }

/** A part of the till that reads the till store but not the search (as the cart panel or the top bar). */
function TillReader() {
  seen.till = useTill()
  seen.renders++
  return null
}

/** The product side: it reads the search, and types into it. */
function SearchReader() {
  seen.search = useTillSearch()
  return null
}

async function mountTill() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const root = await mountWithoutDom(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/pos']}>
        <TillDraftProvider fallback={null}>
          <TillStoreProvider loading={null}>
            <TillReader />
            <SearchReader />
          </TillStoreProvider>
        </TillDraftProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  // The kept draft is read, then the till's queries answer: the till is ready and quiet.
  await root.settle(undefined, 50)
  return root
}

describe('the till store', () => {
  it('keeps its value while the search is typed in, so its other readers do not draw again', async () => {
    const root = await mountTill()
    expect(seen.till?.store).toEqual(STORE)
    const before = seen.renders
    const till = seen.till
    // Each key changes the search; 200 ms later its debounced query asks for the products found.
    for (const text of ['s', 'so', 'soa', 'soap']) await root.settle(() => seen.search?.setSearch(text), 10)
    await root.settle(undefined, 250)
    expect(seen.search?.search).toBe('soap')
    expect(seen.renders - before).toBe(0)
    expect(seen.till).toBe(till)
    await root.unmount()
  })

  it('gives a new value, and its readers draw, when something in it changes', async () => {
    const root = await mountTill()
    const before = seen.renders
    await root.settle(() => seen.till?.openDialog('hold'))
    expect(seen.till?.screen.dialog).toBe('hold')
    expect(seen.renders - before).toBe(1)
    await root.unmount()
  })
})
