import { CheckOutlined, CloseOutlined, ImportOutlined, LeftOutlined, SendOutlined } from '@ant-design/icons'
import type { StockTransfer } from '@sms/contract'
import { Alert, App, Button, Card, Descriptions, Flex, Table, type TableColumnsType, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { Can } from '../../../components/can.tsx'
import { LoadError } from '../../../components/load-error.tsx'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { formatDate } from '../../../lib/dates.ts'
import { useLang, useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { useTransfer, useTransferStep } from '../api/transfers-api.ts'
import { DocumentStatusTag } from '../components/document-status-tag.tsx'
import { Quantity } from '../components/quantity.tsx'
import { useStockErrorMessage } from '../components/stock-errors.ts'
import { useStoreLabel } from '../components/store-label.ts'
import { StoreName } from '../components/store-name.tsx'
import { TransferDifference } from '../components/transfer-difference.tsx'
import { TransferSteps } from '../components/transfer-steps.tsx'

type Line = StockTransfer['lines'][number]
type Item = StockTransfer['items'][number]
type Step = 'approve' | 'dispatch' | 'cancel'

const lineName = (line: Pick<Line, 'product_name_en' | 'product_name_kh'>, lang: 'en' | 'kh') =>
  localizedName({ name_en: line.product_name_en, name_kh: line.product_name_kh }, lang)

/**
 * `/stocks/transfer/:id`: where the goods go, who did what and when, what was asked for, sent and received
 * (with the lots sent); the next step as a button for those who may take it.
 */
export function TransferPage() {
  const { t } = useTranslation('stock')
  const lang = useLang()
  const { modal, message } = App.useApp()
  const navigate = useNavigate()
  const to = useLocalePath()
  const id = Number(useParams().id)
  const transfer = useTransfer(id)
  const step = useTransferStep(id)
  const describeError = useStockErrorMessage()
  // One key per step and visit: a double click or a retry dispatches once.
  const [keys] = useState(() => ({
    approve: crypto.randomUUID(),
    dispatch: crypto.randomUUID(),
    cancel: crypto.randomUUID(),
  }))
  const data = transfer.data
  const fromName = useStoreLabel(data?.from_store_id)
  const toName = useStoreLabel(data?.to_store_id)

  const confirm = (name: Step) => {
    const texts = (
      {
        approve: { title: 'transfers.approveConfirm', ok: 'transfers.approve', done: 'transfers.approved' },
        dispatch: {
          title: 'transfers.dispatchConfirm',
          ok: 'transfers.dispatch',
          done: 'transfers.dispatchedDone',
        },
        cancel: {
          title: 'transfers.cancelConfirm',
          ok: 'transfers.cancelTransfer',
          done: 'transfers.cancelled',
        },
      } as const
    )[name]
    modal.confirm({
      title: t(texts.title),
      okText: t(texts.ok),
      cancelText: t('transfers.keep'),
      onOk: () =>
        step.mutateAsync({ step: name, key: keys[name] }).then(
          () => {
            message.success(t(texts.done))
          },
          () => undefined,
        ),
    })
  }

  const lineColumns: TableColumnsType<Line> = [
    {
      key: 'product',
      title: t('lines.product'),
      render: (_, line) => (
        <Flex vertical>
          <span>{lineName(line, lang)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {line.sku}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'requested',
      title: t('transfers.requested'),
      align: 'right',
      render: (_, line) => <Quantity value={line.quantity} />,
    },
    {
      key: 'dispatched',
      title: t('transfers.dispatched'),
      align: 'right',
      render: (_, line) =>
        line.dispatched_quantity === null ? '—' : <Quantity value={line.dispatched_quantity} />,
    },
    {
      key: 'received',
      title: t('transfers.received'),
      align: 'right',
      render: (_, line) =>
        line.received_quantity === null ? '—' : <Quantity value={line.received_quantity} />,
    },
    {
      key: 'difference',
      title: t('transfers.difference'),
      render: (_, line) => <TransferDifference value={line.difference} />,
    },
  ]

  const lines = new Map((data?.lines ?? []).map((line) => [line.id, line]))
  const itemColumns: TableColumnsType<Item> = [
    {
      key: 'product',
      title: t('lines.product'),
      render: (_, item) => {
        const line = lines.get(item.line_id)
        return line ? lineName(line, lang) : `#${item.product_id}`
      },
    },
    { key: 'lot', title: t('transfers.lot'), render: (_, item) => item.lot_number ?? t('transfers.noLot') },
    {
      key: 'expiry',
      title: t('transfers.expiry'),
      render: (_, item) => (item.expiry_date ? formatDate(item.expiry_date) : '—'),
    },
    {
      key: 'sent',
      title: t('transfers.dispatched'),
      align: 'right',
      render: (_, item) => <Quantity value={item.quantity} />,
    },
    {
      key: 'arrived',
      title: t('transfers.received'),
      align: 'right',
      render: (_, item) =>
        item.received_quantity === null ? '—' : <Quantity value={item.received_quantity} />,
    },
  ]
  const hasLots = (data?.items ?? []).some((item) => item.lot_id !== null)

  return (
    <Flex vertical gap={16}>
      <div>
        <Link to={to('/stocks/transfer')}>
          <LeftOutlined aria-hidden /> {t('transfers.back')}
        </Link>
      </div>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t('transfers.number', { id })}
        </Typography.Title>
        {data && (
          <Flex gap={8} wrap>
            {(data.status === 'requested' || data.status === 'approved') && (
              <Can permission="stock-transfers.cancel">
                <Button icon={<CloseOutlined />} onClick={() => confirm('cancel')}>
                  {t('transfers.cancelTransfer')}
                </Button>
              </Can>
            )}
            {data.status === 'requested' && (
              <Can permission="stock-transfers.approve">
                <Button type="primary" icon={<CheckOutlined />} onClick={() => confirm('approve')}>
                  {t('transfers.approve')}
                </Button>
              </Can>
            )}
            {data.status === 'approved' && (
              <Can permission="stock-transfers.edit">
                <Button type="primary" icon={<SendOutlined />} onClick={() => confirm('dispatch')}>
                  {t('transfers.dispatch')}
                </Button>
              </Can>
            )}
            {data.status === 'in_transit' && (
              <Can permission="stock-transfers.edit">
                <Button
                  type="primary"
                  icon={<ImportOutlined />}
                  onClick={() => navigate(to(`/stocks/transfer/${id}/receive`))}
                >
                  {t('transfers.receive')}
                </Button>
              </Can>
            )}
          </Flex>
        )}
      </Flex>
      <LoadError query={transfer} title={t('transfers.loadFailed')} />
      {step.isError && <Alert type="error" showIcon title={describeError(step.error)} />}
      {data?.status === 'requested' && <Alert type="info" showIcon title={t('transfers.waitingApproval')} />}
      {data?.status === 'approved' && <Alert type="info" showIcon title={t('transfers.waitingDispatch')} />}
      {data?.status === 'in_transit' && (
        <Alert type="info" showIcon title={t('transfers.inTransit', { from: fromName, to: toName })} />
      )}
      {data && (
        <Card>
          <Flex vertical gap={24}>
            <TransferSteps transfer={data} />
            <Descriptions
              column={{ xs: 1, md: 2, xl: 3 }}
              items={[
                {
                  key: 'status',
                  label: t('transfers.status'),
                  children: <DocumentStatusTag status={data.status} />,
                },
                { key: 'from', label: t('transfers.from'), children: <StoreName id={data.from_store_id} /> },
                { key: 'to', label: t('transfers.to'), children: <StoreName id={data.to_store_id} /> },
                ...(data.note ? [{ key: 'note', label: t('transfers.note'), children: data.note }] : []),
              ]}
            />
          </Flex>
        </Card>
      )}
      <Card title={t('transfers.lines')}>
        <Table<Line>
          rowKey="id"
          columns={lineColumns}
          dataSource={data?.lines ?? []}
          loading={transfer.isLoading}
          pagination={false}
          size="middle"
          scroll={{ x: 'max-content' }}
        />
      </Card>
      {hasLots && (
        <Card title={t('transfers.lots')}>
          <Table<Item>
            rowKey="id"
            columns={itemColumns}
            dataSource={data?.items ?? []}
            pagination={false}
            size="middle"
            scroll={{ x: 'max-content' }}
          />
        </Card>
      )}
    </Flex>
  )
}
