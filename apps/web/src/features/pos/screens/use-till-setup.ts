import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import {
  customerById,
  registerTill,
  useCategories,
  useCurrentShift,
  useDiscounts,
  useHeldCarts,
  useTillSettings,
  useTillStores,
} from '../api/pos-api.ts'
import { ensureTill } from '../offline/till-device.ts'
import { useDeviceCatalogue } from '../offline/use-device-catalogue.ts'
import { useOutbox } from '../offline/use-outbox.ts'
import { useTillRate } from './use-till-rate.ts'

const STORE_KEY = 'pos.store'

/**
 * What the till reads around the sale: the store it sells at (the one last chosen on this device), its shift,
 * today's rate, the settings, held carts, discounts, categories, the outbox and the catalogue kept on the device. The device registers as the
 * store's till once, while online, so that it can number its receipts when the server is away.
 */
export function useTillSetup() {
  const stores = useTillStores()
  const [chosenStore, setChosenStore] = useState(() => Number(localStorage.getItem(STORE_KEY)) || null)
  const storeList = stores.data ?? []
  const store = storeList.find((s) => s.id === chosenStore) ?? storeList[0] ?? null
  const storeId = store?.id ?? null
  const outbox = useOutbox()
  useDeviceCatalogue(storeId)

  useEffect(() => {
    if (storeId !== null) void ensureTill(storeId, registerTill).catch(() => undefined)
  }, [storeId])
  const chooseStore = useCallback((id: number) => {
    localStorage.setItem(STORE_KEY, String(id))
    setChosenStore(id)
  }, [])

  return {
    stores,
    storeList,
    store,
    storeId,
    chooseStore,
    shift: useCurrentShift(storeId),
    currentRate: useTillRate(),
    settings: useTillSettings(),
    held: useHeldCarts(storeId),
    discounts: useDiscounts(),
    categories: useCategories(),
    outbox,
  }
}

/** A tax invoice needs the customer's VATTIN: read once the customer is chosen. */
export function useCustomerVat(customerId: number | null): string | null {
  const customer = useQuery({
    queryKey: ['pos', 'customer', customerId],
    queryFn: ({ signal }) => customerById(customerId ?? 0, signal),
    enabled: customerId !== null,
    staleTime: 60_000,
  })
  return customerId !== null ? (customer.data?.vat_number ?? null) : null
}
