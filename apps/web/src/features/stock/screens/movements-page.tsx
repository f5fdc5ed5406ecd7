import { STOCK_MOVEMENT_KINDS, type StockMovement } from '@sms/contract'
import { Alert, Card, DatePicker, Flex, Select, Typography } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { DrillFilterTags, useDrillFilters } from '../../../components/drill-filters.tsx'
import { ListTable } from '../../../components/resource/list-table.tsx'
import { API_DATE_FORMAT } from '../../../lib/dates.ts'
import { useUrlState } from '../../../lib/navigation/use-url-state.ts'
import { useMovements } from '../api/on-hand-api.ts'
import { documentLabelKey } from '../components/document-links.ts'
import { useMovementColumns } from '../components/movement-columns.tsx'
import { useStockErrorMessage } from '../components/stock-errors.ts'
import { StoreFilter } from '../components/store-select.tsx'

const FROM = 'filter[created_at][gte]'
const TO = 'filter[created_at][lte]'
const STORE = 'filter[store_id][equals]'
const KIND = 'filter[kind][equals]'
const DOCUMENT_TYPE = 'filter[document_type][equals]'
const DOCUMENT_ID = 'filter[document_id][equals]'
const FILTERS = [FROM, TO, STORE, KIND, DOCUMENT_TYPE, DOCUMENT_ID] as const

/**
 * `/stocks/movements`: the ledger of every product, newest first. Its filters are the list API's own, in the
 * address, so a report's figure (movements by kind, a count's differences) opens exactly the movements behind
 * it; dates, store and kind have controls, anything else a link brought shows as a tag.
 */
export function MovementsPage() {
  const { t } = useTranslation('stock')
  const describeError = useStockErrorMessage()
  const { values: search, page, perPage, set: setSearch, paging } = useUrlState(FILTERS)
  const drill = useDrillFilters()
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage), sort: '-id' })
  drill.applyTo(query)
  const list = useMovements(query.toString(), true)
  const columns = useMovementColumns({ withProduct: true })
  const from = search[FROM] ? dayjs(search[FROM]) : null
  const to = search[TO] ? dayjs(search[TO]) : null

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t('movements.title')}
      </Typography.Title>
      <Card styles={{ body: { display: 'flex', flexDirection: 'column', gap: 16 } }}>
        <Flex wrap gap={12} align="center">
          <DatePicker.RangePicker
            aria-label={t('movements.dates')}
            allowEmpty={[true, true]}
            value={[from?.isValid() ? from : null, to?.isValid() ? to : null]}
            onChange={(range) =>
              setSearch({
                [FROM]: range?.[0]?.format(API_DATE_FORMAT) ?? null,
                [TO]: range?.[1]?.format(API_DATE_FORMAT) ?? null,
              })
            }
          />
          <StoreFilter
            value={search[STORE] ? Number(search[STORE]) : null}
            onChange={(store) => setSearch({ [STORE]: store })}
          />
          <Select<string>
            aria-label={t('ledger.kind')}
            allowClear
            placeholder={t('movements.allKinds')}
            value={search[KIND] || undefined}
            onChange={(kind) => setSearch({ [KIND]: kind ?? null })}
            options={STOCK_MOVEMENT_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
            style={{ width: 180 }}
          />
        </Flex>
        <DrillFilterTags
          filters={drill}
          // A document is one tag, "Count #12", when both its type and its number came.
          except={[FROM, TO, STORE, KIND, ...(search[DOCUMENT_TYPE] ? [DOCUMENT_ID] : [])]}
          labels={{
            product_id: t('manage.product'),
            lot_id: t('ledger.lot'),
            reason: t('ledger.reason'),
            document_type: t('ledger.document'),
            document_id: t('ledger.document'),
            created_by: t('ledger.who'),
          }}
          renderValue={(field, value) =>
            field === 'document_type'
              ? t(documentLabelKey(value), { id: search[DOCUMENT_ID], type: value }).replace(/ #$/, '')
              : null
          }
        />
        <ListTable<StockMovement>
          list={list}
          // The ledger's own words for why it could not be read (a store the user does not work in).
          alerts={list.isError && <Alert type="error" showIcon title={describeError(list.error)} />}
          paging={paging}
          rowKey="id"
          columns={columns}
          emptyText={t('movements.empty')}
        />
      </Card>
    </Flex>
  )
}
