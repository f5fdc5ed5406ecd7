import { LeftOutlined } from '@ant-design/icons'
import { type StockTransfer, type StockTransferReceiveInput, stockTransferReceiveSchema } from '@sms/contract'
import { Alert, App, Button, Card, Flex, Input, Table, type TableColumnsType, Typography } from 'antd'
import { type Control, useController } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { LoadError } from '../../../components/load-error.tsx'
import type { FormIssue } from '../../../components/resource/body-resolver.ts'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { useDocumentForm } from '../../../components/resource/use-document-form.ts'
import { useLang, useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { useReceiveTransfer, useTransfer } from '../api/transfers-api.ts'
import { useLineIssueText, WithError } from '../components/line-problems.tsx'
import { Quantity } from '../components/quantity.tsx'
import { useStockErrorMessage } from '../components/stock-errors.ts'
import { addQuantities, isQuantityText } from '../components/stock-lines.ts'
import { useStoreLabel } from '../components/store-label.ts'
import { TransferDifference } from '../components/transfer-difference.tsx'

type Line = StockTransfer['lines'][number]

/** What arrived of each line of the transfer, as typed, in the order of its lines. */
type Values = { lines: { quantity: string }[] }

/** arrived − sent, exactly (in thousandths, never floats), or null while the typed text is not a quantity. */
function differenceOf(arrived: string, sent: number): number | null {
  if (!isQuantityText(arrived)) return null
  return Number(addQuantities(arrived, String(-sent)))
}

const nameOf = (line: Line, lang: ReturnType<typeof useLang>) =>
  localizedName({ name_en: line.product_name_en, name_kh: line.product_name_kh }, lang)

/** A quantity as typed says more than the number it would make: "0 or more with up to 3 decimals". */
const checkArrived = (values: Values): FormIssue[] =>
  values.lines.flatMap((line, i) =>
    isQuantityText(line.quantity) ? [] : [{ path: `lines.${i}.quantity`, code: 'stock:counts.invalid' }],
  )

/**
 * `/stocks/transfer/:id/receive`: what actually arrived, per product, starting at what was sent. Short and
 * over show as they are typed; receiving puts the arrived quantities into the destination's stock.
 */
export function TransferReceivePage() {
  const { t } = useTranslation('stock')
  const to = useLocalePath()
  const id = Number(useParams().id)
  const transfer = useTransfer(id)
  const data = transfer.data
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
      {data?.status === 'in_transit' && <ReceiveForm transfer={data} />}
    </Flex>
  )
}

function ReceiveForm({ transfer }: { transfer: StockTransfer }) {
  const { t } = useTranslation('stock')
  const lang = useLang()
  const { modal, message } = App.useApp()
  const navigate = useNavigate()
  const to = useLocalePath()
  const receive = useReceiveTransfer(transfer.id)
  const describeError = useStockErrorMessage()
  const toName = useStoreLabel(transfer.to_store_id)
  const back = `/stocks/transfer/${transfer.id}`

  /** Receiving other than what was sent is confirmed first; cancelling it sends nothing. */
  const confirmed = <T,>(run: () => Promise<T>) =>
    new Promise<T | null>((resolve, reject) => {
      modal.confirm({
        title: t('transfers.receiveConfirmShort'),
        okText: t('transfers.confirmReceive'),
        cancelText: t('transfers.keep'),
        onOk: () => run().then(resolve, reject),
        onCancel: () => resolve(null),
      })
    })

  const { form, save, failure } = useDocumentForm<Values, StockTransferReceiveInput, unknown>({
    // Every quantity starts at what was sent: the keeper changes only what is missing or extra.
    defaultValues: {
      lines: transfer.lines.map((line) => ({ quantity: String(line.dispatched_quantity ?? 0) })),
    },
    mode: 'onChange',
    schema: stockTransferReceiveSchema,
    check: checkArrived,
    toBody: (values) => ({
      lines: transfer.lines.map((line, i) => ({
        product_id: line.product_id,
        quantity: Number(values.lines[i]?.quantity.trim()),
      })),
    }),
    send: (body, key): Promise<unknown> => {
      const run = () => receive.mutateAsync({ body, key })
      return differing.length === 0 ? run() : confirmed(run)
    },
    serverFields: ['lines'],
    onSaved: (received) => {
      if (received === null) return
      message.success(
        differing.length > 0
          ? t('transfers.receivedWithDifference', { count: differing.length })
          : t('transfers.receivedDone', { to: toName }),
      )
      navigate(to(back))
    },
  })
  const arrived = form.watch('lines')
  const textOf = (index: number) => arrived[index]?.quantity ?? ''
  const invalid = transfer.lines.filter((_, i) => !isQuantityText(textOf(i)))
  const differing: Line[] = transfer.lines.filter(
    (line, i) => (differenceOf(textOf(i), line.dispatched_quantity ?? 0) ?? 0) !== 0,
  )

  const columns: TableColumnsType<Line> = [
    {
      key: 'product',
      title: t('lines.product'),
      render: (_, line) => (
        <Flex vertical>
          <span>{nameOf(line, lang)}</span>
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
      render: (_, line, index) => (
        <ArrivedInput
          control={form.control}
          index={index}
          label={t('transfers.arrivedOf', { name: nameOf(line, lang) })}
        />
      ),
    },
    {
      key: 'difference',
      title: t('transfers.difference'),
      render: (_, line, index) => (
        <TransferDifference value={differenceOf(textOf(index), line.dispatched_quantity ?? 0)} />
      ),
    },
  ]

  return (
    <>
      {failure !== null && <Alert type="error" showIcon title={describeError(failure)} />}
      <Card>
        <Flex vertical gap={16}>
          <Typography.Paragraph style={{ margin: 0 }}>{t('transfers.receiveIntro')}</Typography.Paragraph>
          <Table<Line>
            rowKey="id"
            columns={columns}
            dataSource={transfer.lines}
            pagination={false}
            size="middle"
            scroll={{ x: 'max-content' }}
          />
          <Flex gap={8} justify="end">
            <Button onClick={() => navigate(to(back))}>{t('transfers.cancel')}</Button>
            <Button
              type="primary"
              onClick={() => void save()}
              loading={receive.isPending}
              disabled={invalid.length > 0}
            >
              {t('transfers.confirmReceive')}
            </Button>
          </Flex>
        </Flex>
      </Card>
    </>
  )
}

/** One line's arrived quantity, with the form's problem on it (its own check, the schema's, the server's). */
function ArrivedInput({ control, index, label }: { control: Control<Values>; index: number; label: string }) {
  const issueText = useLineIssueText()
  const { field, fieldState } = useController({ control, name: `lines.${index}.quantity` })
  const error = fieldState.error ? issueText('quantity', fieldState.error.message) : undefined
  return (
    <WithError error={error}>
      <Input
        ref={field.ref}
        value={field.value}
        inputMode="decimal"
        aria-label={label}
        aria-invalid={error !== undefined}
        status={error ? 'error' : undefined}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        style={{ textAlign: 'right' }}
      />
    </WithError>
  )
}
