import { CheckOutlined, CloseOutlined, LeftOutlined } from '@ant-design/icons'
import type { StockAdjustment } from '@sms/contract'
import { Alert, App, Button, Card, Descriptions, Flex, Table, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { Can } from '../../../components/can.tsx'
import { LoadError } from '../../../components/load-error.tsx'
import { formatDate } from '../../../lib/dates.ts'
import { useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { formatUsd } from '../../../lib/money.ts'
import { useAdjustment, useDecideAdjustment } from '../api/adjustments-api.ts'
import { DocumentStatusTag } from '../components/document-status-tag.tsx'
import { ProductName } from '../components/product-name.tsx'
import { Quantity } from '../components/quantity.tsx'
import { useStockErrorMessage } from '../components/stock-errors.ts'
import { StoreName } from '../components/store-name.tsx'

type Line = StockAdjustment['lines'][number]

/** `/stocks/adjustments/:id`: the adjustment with its lines; a pending one can be approved or rejected. */
export function AdjustmentPage() {
  const { t, i18n } = useTranslation('stock')
  const { modal, message } = App.useApp()
  const to = useLocalePath()
  const id = Number(useParams().id)
  const adjustment = useAdjustment(id)
  const decide = useDecideAdjustment(id)
  const describeError = useStockErrorMessage()
  const tag = i18n.language
  const data = adjustment.data

  const confirm = (decision: 'approve' | 'reject') =>
    modal.confirm({
      title: t(decision === 'approve' ? 'adjustments.approveConfirm' : 'adjustments.rejectConfirm'),
      okText: t(decision === 'approve' ? 'adjustments.approve' : 'adjustments.reject'),
      cancelText: t('adjustments.cancel'),
      okButtonProps: { danger: decision === 'reject' },
      onOk: () =>
        decide.mutateAsync(decision).then(
          () => {
            message.success(t(decision === 'approve' ? 'adjustments.approved' : 'adjustments.rejected'))
          },
          () => undefined,
        ),
    })

  const columns = [
    {
      key: 'product',
      title: t('lines.product'),
      render: (_: unknown, line: Line) => <ProductName id={line.product_id} />,
    },
    {
      key: 'quantity',
      title: t('lines.quantity'),
      align: 'right' as const,
      render: (_: unknown, line: Line) => <Quantity value={line.quantity} signed />,
    },
    {
      key: 'lot',
      title: t('lines.lotNumber'),
      render: (_: unknown, line: Line) => line.lot_number ?? '—',
    },
    {
      key: 'expiry',
      title: t('lines.expiryDate'),
      render: (_: unknown, line: Line) => (line.expiry_date ? formatDate(line.expiry_date) : '—'),
    },
    {
      key: 'cost',
      title: t('adjustments.unitCost'),
      align: 'right' as const,
      render: (_: unknown, line: Line) =>
        line.unit_cost_usd === null ? '—' : formatUsd(line.unit_cost_usd, tag),
    },
  ]

  return (
    <Flex vertical gap={16}>
      <div>
        <Link to={to('/stocks/adjustments')}>
          <LeftOutlined aria-hidden /> {t('adjustments.back')}
        </Link>
      </div>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t('adjustments.number', { id })}
        </Typography.Title>
        {data?.status === 'pending' && (
          <Can permission="stock-adjustments.approve">
            <Flex gap={8}>
              <Button icon={<CloseOutlined />} onClick={() => confirm('reject')}>
                {t('adjustments.reject')}
              </Button>
              <Button type="primary" icon={<CheckOutlined />} onClick={() => confirm('approve')}>
                {t('adjustments.approve')}
              </Button>
            </Flex>
          </Can>
        )}
      </Flex>
      <LoadError query={adjustment} title={t('adjustments.loadFailed')} />
      {decide.isError && <Alert type="error" showIcon title={describeError(decide.error)} />}
      {data?.status === 'pending' && <Alert type="info" showIcon title={t('adjustments.waiting')} />}
      {data && (
        <Card>
          <Descriptions
            column={{ xs: 1, md: 2, xl: 3 }}
            items={[
              {
                key: 'status',
                label: t('adjustments.status'),
                children: <DocumentStatusTag status={data.status} />,
              },
              { key: 'store', label: t('adjustments.store'), children: <StoreName id={data.store_id} /> },
              { key: 'reason', label: t('adjustments.reason'), children: t(`reason.${data.reason}`) },
              { key: 'value', label: t('adjustments.value'), children: formatUsd(data.value_usd, tag) },
              {
                key: 'created',
                label: t('adjustments.createdBy'),
                children: `${data.created_by_name ?? '—'} · ${formatDate(data.created_at)}`,
              },
              ...(data.decided_at
                ? [
                    {
                      key: 'decided',
                      label: t('adjustments.decidedBy'),
                      children: `${data.decided_by_name ?? '—'} · ${formatDate(data.decided_at)}`,
                    },
                  ]
                : []),
              ...(data.note ? [{ key: 'note', label: t('adjustments.note'), children: data.note }] : []),
            ]}
          />
        </Card>
      )}
      <Card title={t('adjustments.lines')}>
        <Table<Line>
          rowKey="id"
          columns={columns}
          dataSource={data?.lines ?? []}
          loading={adjustment.isLoading}
          pagination={false}
          size="middle"
          scroll={{ x: 'max-content' }}
        />
      </Card>
    </Flex>
  )
}
