import { CheckOutlined, CloseOutlined, LeftOutlined, SaveOutlined } from '@ant-design/icons'
import { Alert, App, Button, Card, Flex, Input, Switch, Table, Tag, Typography } from 'antd'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { Can } from '../../../components/can.tsx'
import { LoadError } from '../../../components/load-error.tsx'
import { ProductScanInput } from '../../../components/product-scan/product-scan-input.tsx'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { useLeaveGuard } from '../../../components/resource/use-leave-guard.ts'
import { useLang, useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { formatUsd } from '../../../lib/money.ts'
import { useCount, useCountStep, useSaveCountLines } from '../api/counts-api.ts'
import {
  type AddedLine,
  type CountLine,
  type CountRow,
  useCountColumns,
} from '../components/count-columns.tsx'
import { CountSummary } from '../components/count-summary.tsx'
import { useStockErrorMessage } from '../components/stock-errors.ts'
import { addQuantities, isQuantityText, type LineProduct, newLineKey } from '../components/stock-lines.ts'

type Line = CountLine
type Added = AddedLine
type Row = CountRow

/**
 * `/stocks/counts/:id`: scan or type what is on the shelf. Each line shows what was expected at the
 * snapshot, what was counted, the difference and its value at cost. Saving keeps the counts; posting books
 * the differences of the counted lines (uncounted ones stay as they are).
 */
export function CountPage() {
  const { t, i18n } = useTranslation('stock')
  const lang = useLang()
  const tag = i18n.language
  const { modal, message } = App.useApp()
  const to = useLocalePath()
  const id = Number(useParams().id)
  const scanId = useId()
  const count = useCount(id)
  const save = useSaveCountLines(id)
  const step = useCountStep(id)
  const describeError = useStockErrorMessage()
  const [edits, setEdits] = useState<Record<number, string>>({})
  const [added, setAdded] = useState<Added[]>([])
  const [search, setSearch] = useState('')
  const [onlyUncounted, setOnlyUncounted] = useState(false)
  const [note, setNote] = useState('')
  const [keys] = useState(() => ({ post: crypto.randomUUID(), cancel: crypto.randomUUID() }))
  const data = count.data
  const isOpen = data?.status === 'open'

  const savedText = (line: Line) => (line.counted_quantity === null ? '' : String(line.counted_quantity))
  const textOf = (line: Line) => edits[line.id] ?? savedText(line)
  const changed = (data?.lines ?? []).filter(
    (line) => edits[line.id] !== undefined && edits[line.id] !== savedText(line),
  )
  const dirty = changed.length + added.length
  const { allowLeave } = useLeaveGuard(dirty > 0)
  const invalidLines = changed.filter((line) => !isQuantityText(textOf(line)))
  const invalidAdded = added.filter(
    (entry) => !isQuantityText(entry.counted) || (entry.product.is_lot_tracked && !entry.lot_number.trim()),
  )

  const nameOf = (line: Pick<Line, 'product_name_en' | 'product_name_kh'>) =>
    localizedName({ name_en: line.product_name_en, name_kh: line.product_name_kh }, lang)

  // Scans land faster than React re-renders: each builds on what the last one wrote, not on a stale render.
  const latest = useRef({ edits, added })
  latest.current = { edits, added }
  const setLatestEdits = (next: Record<number, string>) => {
    latest.current = { ...latest.current, edits: next }
    setEdits(next)
  }
  const setLatestAdded = (next: Added[]) => {
    latest.current = { ...latest.current, added: next }
    setAdded(next)
  }

  const countOne = (product: LineProduct) => {
    const lines = (data?.lines ?? []).filter((line) => line.product_id === product.id)
    const [only] = lines
    if (lines.length === 1 && only) {
      const next = addQuantities(latest.current.edits[only.id] ?? savedText(only), '1')
      setLatestEdits({ ...latest.current.edits, [only.id]: next })
      setNote(t('counts.scanned', { name: nameOf(only), quantity: next }))
      return
    }
    if (lines.length > 1) {
      // Several lots of one product: the keeper picks the lot's line; the list shows only that product.
      setSearch(product.sku)
      setNote(t('counts.scanned', { name: localizedName(product, lang), quantity: '?' }))
      return
    }
    const current = latest.current.added
    const existing = product.is_lot_tracked
      ? undefined
      : current.find((entry) => entry.product.id === product.id)
    const next = existing ? addQuantities(existing.counted, '1') : '1'
    setLatestAdded(
      existing
        ? current.map((entry) => (entry === existing ? { ...entry, counted: next } : entry))
        : [...current, { key: newLineKey(), product, lot_number: '', counted: next }],
    )
    setNote(t('counts.scanned', { name: localizedName(product, lang), quantity: next }))
  }

  const submit = () => {
    if (dirty === 0 || invalidLines.length > 0 || invalidAdded.length > 0) return
    const body = {
      lines: [
        ...changed.map((line) => ({
          product_id: line.product_id,
          lot_id: line.lot_id,
          counted_quantity: Number(textOf(line).trim()),
        })),
        ...added.map((entry) => ({
          product_id: entry.product.id,
          ...(entry.product.is_lot_tracked ? { lot_number: entry.lot_number.trim() } : {}),
          counted_quantity: Number(entry.counted.trim()),
        })),
      ],
    }
    save.mutate(
      { body, key: crypto.randomUUID() },
      {
        onSuccess: () => {
          setEdits({})
          setAdded([])
          message.success(t('counts.saved'))
        },
      },
    )
  }

  const confirm = (name: 'post' | 'cancel') => {
    const totals = data?.totals
    modal.confirm({
      title:
        name === 'post'
          ? t('counts.postConfirm', {
              counted: totals?.counted ?? 0,
              uncounted: (totals?.lines ?? 0) - (totals?.counted ?? 0),
              value: formatUsd(totals?.difference_value_usd ?? 0, tag),
            })
          : t('counts.cancelConfirm'),
      okText: t(name === 'post' ? 'counts.post' : 'counts.cancelCount'),
      cancelText: t('counts.keep'),
      onOk: () =>
        step.mutateAsync({ step: name, key: keys[name] }).then(
          () => {
            allowLeave()
            message.success(t(name === 'post' ? 'counts.posted' : 'counts.cancelled'))
          },
          () => undefined,
        ),
    })
  }

  const needle = search.trim().toLowerCase()
  const matches = (texts: (string | null)[]) =>
    needle === '' || texts.some((text) => text?.toLowerCase().includes(needle))
  const rows: Row[] = [
    ...added.map((entry) => ({ key: entry.key, added: entry })),
    ...(data?.lines ?? [])
      .filter((line) => !onlyUncounted || textOf(line) === '')
      .filter((line) =>
        matches([line.product_name_en, line.product_name_kh, line.sku, line.barcode, line.lot_number]),
      )
      .map((line) => ({ key: `line-${line.id}`, line })),
  ]

  const columns = useCountColumns({ isOpen, edits, textOf, nameOf, setEdits, setAdded })

  const uncounted = (data?.totals.lines ?? 0) - (data?.totals.counted ?? 0)

  return (
    <Flex vertical gap={16}>
      <div>
        <Link to={to('/stocks/counts')}>
          <LeftOutlined aria-hidden /> {t('counts.back')}
        </Link>
      </div>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t('counts.number', { id })}
        </Typography.Title>
        {isOpen && (
          <Flex gap={8} wrap>
            <Can permission="stock-counts.cancel">
              <Button icon={<CloseOutlined />} onClick={() => confirm('cancel')}>
                {t('counts.cancelCount')}
              </Button>
            </Can>
            <Can permission="stock-counts.edit">
              <Button
                icon={<SaveOutlined />}
                onClick={submit}
                loading={save.isPending}
                disabled={dirty === 0 || invalidLines.length > 0 || invalidAdded.length > 0}
              >
                {t('counts.save')}
              </Button>
            </Can>
            <Can permission="stock-counts.approve">
              <Button
                type="primary"
                icon={<CheckOutlined />}
                onClick={() => confirm('post')}
                disabled={dirty > 0}
                title={dirty > 0 ? t('counts.saveFirst') : undefined}
              >
                {t('counts.post')}
              </Button>
            </Can>
          </Flex>
        )}
      </Flex>
      <LoadError query={count} title={t('counts.loadFailed')} />
      {save.isError && <Alert type="error" showIcon title={describeError(save.error)} />}
      {step.isError && <Alert type="error" showIcon title={describeError(step.error)} />}
      {data && <CountSummary data={data} />}
      {isOpen && <Alert type="info" showIcon title={t('counts.snapshotNote')} />}
      <Card
        title={
          data
            ? t('counts.totals', {
                counted: data.totals.counted,
                lines: data.totals.lines,
                value: formatUsd(data.totals.difference_value_usd, tag),
              })
            : undefined
        }
        extra={dirty > 0 ? <Tag color="blue">{t('counts.unsaved', { count: dirty })}</Tag> : undefined}
      >
        <Flex vertical gap={12}>
          {isOpen && (
            <Can permission="stock-counts.edit">
              <label htmlFor={scanId}>
                <Typography.Text strong>{t('counts.scanLabel')}</Typography.Text>
              </label>
              <ProductScanInput id={scanId} onPick={countOne} note={note} />
            </Can>
          )}
          <Flex wrap gap={12} align="center">
            <Input.Search
              allowClear
              aria-label={t('counts.search')}
              placeholder={t('counts.search')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              style={{ width: 280 }}
            />
            <Flex gap={8} align="center">
              <Switch
                checked={onlyUncounted}
                onChange={setOnlyUncounted}
                aria-label={t('counts.onlyUncounted')}
              />
              <span aria-hidden>{t('counts.onlyUncounted')}</span>
            </Flex>
          </Flex>
          {isOpen && uncounted > 0 && (
            <Typography.Text type="secondary">
              {t('counts.uncountedLeft', { count: uncounted })}
            </Typography.Text>
          )}
          <Table<Row>
            rowKey="key"
            columns={columns}
            dataSource={rows}
            loading={count.isLoading}
            pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            size="middle"
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Typography.Text type="secondary">{t('counts.empty')}</Typography.Text> }}
          />
        </Flex>
      </Card>
    </Flex>
  )
}
