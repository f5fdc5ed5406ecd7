import { storesResource } from '@sms/contract'
import { ReferenceSelect } from '../../../components/resource/widgets/reference-select.tsx'
import { hasPermission } from '../../../lib/auth/session-storage.ts'
import { useSession } from '../../../lib/auth/use-session.ts'
import { WorkStoreSelect } from './store-select.tsx'

type Props = {
  id?: string
  value: number | null
  onChange: (value: number | null) => void
  status?: 'error'
  placeholder?: string
  'aria-label'?: string
}

/**
 * Any active store, for the other end of a transfer: a branch asks the main store for goods it does not work
 * in. Users who may not list stores choose among their own (the server checks either end anyway).
 */
export function AnyStoreSelect({ onChange, ...rest }: Props) {
  const canListStores = hasPermission(useSession(), 'stores.list')
  if (canListStores)
    return <ReferenceSelect {...rest} onChange={onChange} reference={{ contract: storesResource }} />
  return <WorkStoreSelect {...rest} onChange={(value) => onChange(value)} />
}
