import { storesResource } from '@sms/contract'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { useResourceRecord } from '../../../components/resource/use-resource-queries.ts'
import { useLang } from '../../../lib/i18n/use-locale.ts'
import { useWorkStores } from '../api/stock-api.ts'

/** A store's name as text (for sentences that name it), like `StoreName`: the user's own stores first. */
export function useStoreLabel(id: number | undefined): string {
  const lang = useLang()
  const mine = useWorkStores().data?.find((store) => store.id === id)
  const other = useResourceRecord(storesResource, mine ? null : id, 5).data
  const record = mine ?? other
  return record ? localizedName(record, lang) : id === undefined ? '' : `#${id}`
}
