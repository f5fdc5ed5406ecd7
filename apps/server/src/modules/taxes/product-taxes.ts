import { type ChargedTax, taxBasisPoints } from '@sms/contract'
import type { Db } from '../../db/client.ts'
import { prepared, runPrepared } from '../../db/prepared.ts'

export type { ChargedTax }

/**
 * The taxes besides VAT product `p` is charged (decision 0044), as one JSON array in stacking order: its own list
 * when it links any tax, or else its category's; only active taxes not in the trash. A fragment of the
 * statements that read products with their taxes, so the rule is written once.
 */
export const CHARGED_TAXES_OF_P = `coalesce((
    select jsonb_agg(jsonb_build_object('id', t.id, 'code', t.code, 'name_en', t.name_en, 'name_kh', t.name_kh,
      'rate', t.rate, 'included', t.included, 'stack_order', t.stack_order) order by t.stack_order, t.id)
    from taxes t
    where t.status and t.deleted_at is null and t.id in (
      select own.tax_id from product_taxes own where own.product_id = p.id
      union all
      select ct.tax_id from category_taxes ct where ct.category_id = p.category_id
        and not exists (select 1 from product_taxes any_own where any_own.product_id = p.id))
  ), '[]')`

type TaxRow = Omit<ChargedTax, 'rate_bp'> & { rate: number }

/** A tax as read in SQL (`rate` in percent) as pricing takes it (`rate_bp`, basis points). */
export const toCharged = ({ rate, ...tax }: TaxRow): ChargedTax => ({
  ...tax,
  rate_bp: taxBasisPoints(Number(rate)),
})

const TAXES_OF_PRODUCTS = prepared(
  'taxes_of_products',
  `select p.id, ${CHARGED_TAXES_OF_P} as taxes from products p where p.id = any($1::integer[])`,
)

/** The taxes besides VAT each product is charged. Products without any are left out of the map. */
export async function taxesOfProducts(db: Db, productIds: number[]): Promise<Map<number, ChargedTax[]>> {
  if (productIds.length === 0) return new Map()
  const rows = await runPrepared<{ id: number; taxes: TaxRow[] }>(db, TAXES_OF_PRODUCTS, [productIds])
  return new Map(rows.filter((row) => row.taxes.length > 0).map((row) => [row.id, row.taxes.map(toCharged)]))
}
