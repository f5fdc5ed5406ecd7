import { Skeleton, Tag, Typography } from 'antd'
import { formatDate } from '../../lib/dates.ts'
import { formatKhr, formatUsd } from '../../lib/money.ts'
import { formatNumber } from '../../lib/number-locale.ts'
import { ImageWithFallback } from '../image-with-fallback.tsx'
import type { AnyRecord, ColumnSpec, ReferenceSpec } from './resource-screen.ts'
import { localizedName, type Translate, useResourceI18n } from './resource-text.ts'
import { useResourceRecord } from './use-resource-queries.ts'

const EMPTY = <Typography.Text type="secondary">—</Typography.Text>
const NAME_CELL: React.CSSProperties = {
  display: 'block',
  maxWidth: '24em',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
}

/** The name of a referenced record, read once and cached; without permission to read it, its id. */
export function ReferenceName({ reference, id }: { reference: ReferenceSpec; id: unknown }) {
  const { lang } = useResourceI18n()
  const found = useResourceRecord(reference.contract, typeof id === 'number' ? id : null, 5)
  if (typeof id !== 'number') return EMPTY
  // While the name loads, a placeholder: an id flashing by reads as data. Only a record the user may not
  // read (or that is gone) stays its id.
  if (!found.data && found.isFetching)
    return <Skeleton.Input active size="small" data-testid="name-loading" />
  if (!found.data) return <Typography.Text type="secondary">#{id}</Typography.Text>
  return <>{(reference.label ?? localizedName)(found.data, lang)}</>
}

type Context = { t: Translate; lang: 'en' | 'kh'; tag: string }

/** A cell by its column kind; a column's own `render` wins. */
export function renderCell(
  column: ColumnSpec,
  record: AnyRecord,
  { t, lang, tag }: Context,
): React.ReactNode {
  if (column.render) return column.render(record, lang)
  const value = column.value ? column.value(record) : record[column.key]
  switch (column.kind) {
    case 'name': {
      // A long name is cut short with "…" and shown whole on hover, so the other columns stay on screen.
      const name = localizedName(record, lang)
      return (
        <span title={name} style={NAME_CELL}>
          {name}
        </span>
      )
    }
    case 'image':
      return (
        <ImageWithFallback src={value as string | null} alt={localizedName(record, lang)} size={40} compact />
      )
    case 'status':
      // In the trash the status that matters is that the record is deleted, whatever it was before.
      if (record.deleted_at) return <Tag color="error">{t('resources:status.deleted')}</Tag>
      return value ? (
        <Tag color="success">{t('resources:status.active')}</Tag>
      ) : (
        <Tag>{t('resources:status.inactive')}</Tag>
      )
    case 'boolean':
      return t(value ? 'resources:boolean.yes' : 'resources:boolean.no')
    case 'reference':
      return column.reference ? (
        <ReferenceName reference={column.reference} id={value} />
      ) : (
        String(value ?? '')
      )
    default:
      break
  }
  if (value === null || value === undefined || value === '') return EMPTY
  const option = column.options?.find((candidate) => candidate.value === value)
  if (option) return t(option.label)
  switch (column.kind) {
    case 'money-usd':
      return formatUsd(Number(value), tag)
    case 'money-khr':
      return formatKhr(Number(value))
    case 'number':
      return formatNumber(Number(value), tag)
    case 'date':
      return formatDate(String(value))
    default:
      return String(value)
  }
}
