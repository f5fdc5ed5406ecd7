import { Flex, Select, Typography } from 'antd'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLang } from '../../lib/i18n/use-locale.ts'
import { useTypedSearch, useTypedSearchSelect } from '../resource/widgets/use-typed-search.ts'
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

type PlaceOption = { value: number; label: string; place: Place }

/** The server searches places by code, English and Khmer name. */
const searchTexts = ({ place }: PlaceOption) => [place.code, place.name_en, place.name_kh]

/** One level of the address: a select searched on the server, so Khmer and Latin typing both find places. */
export function PlaceSelect({ id, level, parentId, isReady, value, onChange, disabled, hasError }: Props) {
  const { t } = useTranslation('address')
  const lang = useLang()
  const typed = useTypedSearch(SEARCH_DELAY_MS)
  const { query } = typed
  const options = usePlaceOptions(level, parentId, isReady ? query : '')
  const listed = options.data?.data
  const isListed = value !== null && (listed?.some((place) => place.id === value) ?? false)
  // An address loaded for editing names places the first page may not list (or a search has hidden).
  const chosen = usePlace(level, value, isReady && !isListed && !options.isFetching)

  const toOption = useCallback(
    (place: Place): PlaceOption => ({ value: place.id, label: placeName(place, lang), place }),
    [lang],
  )
  const found = useMemo(() => (listed ?? []).map(toOption), [listed, toOption])
  const extra = chosen.data?.data
  const current = useMemo(() => (extra ? toOption(extra) : undefined), [extra, toOption])
  const pick = useCallback((next: number) => onChange(next), [onChange])
  const { catchEnter, onSearch, searchValue, ...select } = useTypedSearchSelect({
    typed,
    options: found,
    chosen: current,
    isFetching: options.isFetching,
    texts: searchTexts,
    onPick: pick,
  })

  return (
    <Select<number | null, PlaceOption>
      id={id}
      // antd shows the placeholder for undefined, not for null.
      value={value ?? undefined}
      onChange={(next) => {
        typed.setSearch('')
        onChange(next ?? null)
      }}
      {...select}
      ref={catchEnter}
      disabled={disabled || !isReady}
      status={hasError ? 'error' : undefined}
      placeholder={isReady ? t(`placeholders.${level}`) : t(`chooseFirst.${level}`)}
      allowClear
      showSearch={{ filterOption: false, onSearch, searchValue }}
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
