import { Flex, Select, Typography } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLang } from '../../lib/i18n/use-locale.ts'
import { useDebouncedValue } from '../../lib/use-debounced-value.ts'
import type { AddressLevel } from './address-value.ts'
import { otherPlaceName, placeName } from './place-name.ts'
import { type Place, usePlace, usePlaceOptions } from './places-api.ts'

type Props = {
  id: string
  level: AddressLevel
  /** The chosen place of the level above; null for the province, or when the level above is still empty. */
  parentId: number | null
  /** False when the level above must be chosen first. */
  isReady: boolean
  value: number | null
  onChange: (id: number | null) => void
  disabled?: boolean
  hasError?: boolean
}

const SEARCH_DELAY_MS = 250

/** One level of the address: a select searched on the server, so Khmer and Latin typing both find places. */
export function PlaceSelect({ id, level, parentId, isReady, value, onChange, disabled, hasError }: Props) {
  const { t } = useTranslation('address')
  const lang = useLang()
  const [search, setSearch] = useState('')
  const query = useDebouncedValue(search.trim(), SEARCH_DELAY_MS)
  const options = usePlaceOptions(level, parentId, isReady ? query : '')
  const listed = options.data?.data
  const isListed = value !== null && (listed?.some((place) => place.id === value) ?? false)
  // An address loaded for editing names places the first page may not list (or a search has hidden).
  const chosen = usePlace(level, value, isReady && !isListed && !options.isFetching)

  const items = useMemo(() => {
    const places: Place[] = [...(listed ?? [])]
    const extra = chosen.data?.data
    if (extra && !places.some((place) => place.id === extra.id)) places.unshift(extra)
    return places.map((place) => ({ value: place.id, label: placeName(place, lang), place }))
  }, [listed, chosen.data, lang])

  return (
    <Select<number | null, (typeof items)[number]>
      id={id}
      // antd shows the placeholder for undefined, not for null.
      value={value ?? undefined}
      onChange={(next) => {
        setSearch('')
        onChange(next ?? null)
      }}
      options={items}
      disabled={disabled || !isReady}
      status={hasError ? 'error' : undefined}
      placeholder={isReady ? t(`placeholders.${level}`) : t(`chooseFirst.${level}`)}
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      onOpenChange={(open) => !open && setSearch('')}
      loading={options.isFetching}
      notFoundContent={options.isFetching ? t('searching') : t('noMatch')}
      optionRender={({ data }) => {
        const other = otherPlaceName(data.place, lang)
        return (
          <Flex justify="space-between" gap={8}>
            <span>{data.label}</span>
            {other && (
              <Typography.Text type="secondary" ellipsis>
                {other}
              </Typography.Text>
            )}
          </Flex>
        )
      }}
      style={{ width: '100%' }}
    />
  )
}
