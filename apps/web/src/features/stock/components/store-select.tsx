import type { WorkStore } from '@sms/contract'
import { Select } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { useLang } from '../../../lib/i18n/use-locale.ts'
import { useWorkStores } from '../api/stock-api.ts'

type Props = {
  id?: string
  value: number | null | undefined
  onChange: (value: number | null, store: WorkStore | undefined) => void
  /** A store that may not be chosen (a transfer's source, when picking its destination). */
  exclude?: number | null
  /** With exactly one store to choose from, choose it (a keeper of one shop never has to). */
  pickOnlyStore?: boolean
  allowClear?: boolean
  placeholder?: string
  disabled?: boolean
  status?: 'error'
  'aria-label'?: string
  style?: React.CSSProperties
}

/** Picks one of the stores the signed-in user works in (`GET /api/me/stores`); administrators see all. */
export function WorkStoreSelect({
  value,
  onChange,
  exclude,
  pickOnlyStore = false,
  allowClear = false,
  style,
  ...rest
}: Props) {
  const { t } = useTranslation('stock')
  const lang = useLang()
  const stores = useWorkStores()
  const offered = (stores.data ?? []).filter((store) => store.id !== exclude)
  const only = offered.length === 1 ? offered[0] : undefined

  useEffect(() => {
    if (pickOnlyStore && only && (value === null || value === undefined)) onChange(only.id, only)
  }, [pickOnlyStore, only, value, onChange])

  return (
    <Select<number>
      {...rest}
      value={value ?? undefined}
      onChange={(next) =>
        onChange(
          next ?? null,
          offered.find((store) => store.id === next),
        )
      }
      options={offered.map((store) => ({ value: store.id, label: localizedName(store, lang) }))}
      loading={stores.isLoading}
      allowClear={allowClear}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={rest.placeholder ?? t('store.placeholder')}
      notFoundContent={stores.isLoading ? undefined : t('store.none')}
      style={{ width: '100%', ...style }}
    />
  )
}

/** A stock list's store filter: one of the user's stores, or every one of them while it is cleared. */
export function StoreFilter({
  value,
  onChange,
  label,
  width = 220,
}: {
  value: number | null
  onChange: (store: number | null) => void
  /** The filter's name where it means more than "Store" (a transfer's either end). */
  label?: string
  width?: number
}) {
  const { t } = useTranslation('stock')
  return (
    <WorkStoreSelect
      aria-label={label ?? t('filters.store')}
      value={value}
      onChange={(store) => onChange(store)}
      allowClear
      placeholder={t('filters.allStores')}
      style={{ width }}
    />
  )
}
