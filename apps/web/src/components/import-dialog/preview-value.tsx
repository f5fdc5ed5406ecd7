import {
  brandsResource,
  categoriesResource,
  communesResource,
  districtsResource,
  provincesResource,
  subCategoriesResource,
  unitsResource,
  villagesResource,
} from '@sms/contract'
import { Typography } from 'antd'
import type { ReactNode } from 'react'
import { formatKhr, formatUsd } from '../../lib/money.ts'
import { ReferenceName } from '../resource/cells.tsx'
import type { AnyContract } from '../resource/resource-screen.ts'
import { type Translate, useResourceI18n } from '../resource/resource-text.ts'

/**
 * The preview shows rows as they would be stored: codes already turned into ids, dollars into cents. These
 * fields are shown the way people wrote them: references by name, money as money.
 */
const REFERENCES: Record<string, AnyContract> = {
  province_id: provincesResource,
  district_id: districtsResource,
  commune_id: communesResource,
  village_id: villagesResource,
  shipping_province_id: provincesResource,
  shipping_district_id: districtsResource,
  shipping_commune_id: communesResource,
  shipping_village_id: villagesResource,
  brand_id: brandsResource,
  unit_id: unitsResource,
  category_id: categoriesResource,
  sub_category_id: subCategoriesResource,
}
const MONEY_USD = new Set(['price_usd', 'cost_usd'])
const MONEY_KHR = new Set(['price_khr'])

const EMPTY = <Typography.Text type="secondary">—</Typography.Text>

function show(field: string, value: unknown, t: Translate, tag: string): ReactNode {
  if (value === null || value === undefined || value === '') return EMPTY
  const reference = REFERENCES[field]
  if (reference && typeof value === 'number')
    return <ReferenceName reference={{ contract: reference }} id={value} />
  if (MONEY_USD.has(field) && typeof value === 'number') return formatUsd(value, tag)
  if (MONEY_KHR.has(field) && typeof value === 'number') return formatKhr(value)
  if (typeof value === 'boolean') return t(value ? 'import:values.yes' : 'import:values.no')
  if (Array.isArray(value)) return value.join(', ')
  return String(value)
}

/** One value of the preview table, in the interface language. */
export function PreviewValue({ field, value }: { field: string; value: unknown }) {
  const { t, tag } = useResourceI18n()
  return <>{show(field, value, t, tag)}</>
}
