import { LeftOutlined } from '@ant-design/icons'
import type { StockTransfer } from '@sms/contract'
import { Alert, App, Button, Card, Flex, Input, Table, type TableColumnsType, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { LoadError } from '../../../components/load-error.tsx'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { useLang, useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { useReceiveTransfer, useTransfer } from '../api/transfers-api.ts'
import { Quantity } from '../components/quantity.tsx'
import { useStockErrorMessage } from '../components/stock-errors.ts'
import { addQuantities, isQuantityText } from '../components/stock-lines.ts'
import { useStoreLabel } from '../components/store-label.ts'
import { TransferDifference } from '../components/transfer-difference.tsx'

type Line = StockTransfer['lines'][number]

/** arrived − sent, exactly (in thousandths, never floats), or null while the typed text is not a quantity. */
function differenceOf(arrived: string, sent: number): number | null {
  if (!isQuantityText(arrived)) return null
  return Number(addQuantities(arrived, String(-sent)))
}

/**
 * `/stocks/transfer/:id/receive`: what actually arrived, per product, starting at what was sent. Short and
 * over show as they are typed; receiving puts the arrived quantities into the destination's stock.
 */
export function TransferReceivePage() {
  const { t } = useTranslation('stock')
  const lang = useLang()
  const { modal, message } = App.useApp()
  const navigate = useNavigate()
  const to = useLocalePath()
  const id = Number(useParams().id)
  const transfer = useTransfer(id)
  const receive = useReceiveTransfer(id)
  const describeError = useStockErrorMessage()
  const [arrived, setArrived] = useState<Record<number, string>>({})
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const data = transfer.data
  const toName = useStoreLabel(data?.to_store_id)

  // Every quantity starts at what was sent: the keeper changes only what is missing or extra.
  useEffect(() => {
    if (!data) return
    setArrived((current) =>
      Object.keys(current).length > 0
        ? current
        : Object.fromEntries(data.lines.map((line) => [line.id, String(line.dispatched_quantity ?? 0)])),
    )
  }, [data])

  const textOf = (line: Line) => arrived[line.id] ?? String(line.dispatched_quantity ?? 0)
  const invalid = (data?.lines ?? []).filter((line) => !isQuantityText(textOf(line)))
  const differing = (data?.lines ?? []).filter(
    (line) => (differenceOf(textOf(line), line.dispatched_quantity ?? 0) ?? 0) !== 0,
  )

  const submit = () => {
    if (!data || invalid.length > 0) return
    const body = {
      lines: data.lines.map((line) => ({
        product_id: line.product_id,
        quantity: Number(textOf(line).trim()),
      })),
    }
    const run = () =>
      receive.mutateAsync({ body, key: idempotencyKey }).then(
        () => {
          message.success(
            differing.length > 0
              ? t('transfers.receivedWithDifference', { count: differing.length })
              : t('transfers.receivedDone', { to: toName }),
          )
          navigate(to(`/stocks/transfer/${id}`))
        },
        () => undefined,
      )
    if (differing.length === 0) {
      void run()
      return
    }
    modal.confirm({
      title: t('transfers.receiveConfirmShort'),
      okText: t('transfers.confirmReceive'),
      cancelText: t('transfers.keep'),
      onOk: run,
    })
  }

  const columns: TableColumnsType<Line> = [
    {
      key: 'product',
      title: t('lines.product'),
      render: (_, line) => (
        <Flex vertical>
          <span>{localizedName({ name_en: line.product_name_en, name_kh: line.product_name_kh }, lang)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[line.sku, line.barcode].filter(Boolean).join(' · ')}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'sent',
      title: t('transfers.dispatched'),
      align: 'right',
      render: (_, line) => <Quantity value={line.dispatched_quantity ?? 0} />,
    },
    {
      key: 'arrived',
      title: t('transfers.received'),
      width: 160,
      render: (_, line) => {
        const bad = !isQuantityText(textOf(line))
        const name = localizedName({ name_en: line.product_name_en, name_kh: line.product_name_kh }, lang)
        return (
          <Flex vertical gap={2}>
            <Input
              value={textOf(line)}
              inputMode="decimal"
              aria-label={t('transfers.arrivedOf', { name })}
              aria-invalid={bad}
              status={bad ? 'error' : undefined}
              onChange={(event) => setArrived((current) => ({ ...current, [line.id]: event.target.value }))}
              style={{ textAlign: 'right' }}
            />
            {bad && (
              <Typography.Text type="danger" style={{ fontSize: 12 }}>
                {t('counts.invalid')}
              </Typography.Text>
            )}
          </Flex>
        )
      },
    },
    {
      key: 'difference',
      title: t('transfers.difference'),
      render: (_, line) => (
        <TransferDifference value={differenceOf(textOf(line), line.dispatched_quantity ?? 0)} />
      ),
    },
  ]

  return (
    <Flex vertical gap={16}>
      <div>
        <Link to={to(`/stocks/transfer/${id}`)}>
          <LeftOutlined aria-hidden /> {t('transfers.backToTransfer')}
        </Link>
      </div>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t('transfers.receiveTitle', { id })}
      </Typography.Title>
      <LoadError query={transfer} title={t('transfers.loadFailed')} />
      {data && data.status !== 'in_transit' && (
        <Alert type="warning" showIcon title={t('transfers.notInTransit')} />
      )}
      {receive.isError && <Alert type="error" showIcon title={describeError(receive.error)} />}
      {data?.status === 'in_transit' && (
        <Card>
          <Flex vertical gap={16}>
            <Typography.Paragraph style={{ margin: 0 }}>{t('transfers.receiveIntro')}</Typography.Paragraph>
            <Table<Line>
              rowKey="id"
              columns={columns}
              dataSource={data.lines}
              pagination={false}
              size="middle"
              scroll={{ x: 'max-content' }}
            />
            <Flex gap={8} justify="end">
              <Button onClick={() => navigate(to(`/stocks/transfer/${id}`))}>{t('transfers.cancel')}</Button>
              <Button
                type="primary"
                onClick={submit}
                loading={receive.isPending}
                disabled={invalid.length > 0}
              >
                {t('transfers.confirmReceive')}
              </Button>
            </Flex>
          </Flex>
        </Card>
      )}
    </Flex>
  )
}
