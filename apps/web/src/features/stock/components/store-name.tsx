import { storesResource } from '@sms/contract'
import { ReferenceName } from '../../../components/resource/cells.tsx'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { useLang } from '../../../lib/i18n/use-locale.ts'
import { useWorkStores } from '../api/stock-api.ts'

/** A store's name: from the user's own stores (already loaded), else read like any referenced record. */
export function StoreName({ id }: { id: number }) {
  const lang = useLang()
  const mine = useWorkStores().data?.find((store) => store.id === id)
  if (mine) return <>{localizedName(mine, lang)}</>
  return <ReferenceName reference={{ contract: storesResource }} id={id} />
}
