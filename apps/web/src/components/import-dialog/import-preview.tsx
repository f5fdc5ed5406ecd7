import type { ImportPreview } from '@sms/contract'
import { Alert, Flex, Statistic, Table, Tag, Typography, theme } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { columnOfField, importCodeKey } from './import-codes.ts'
import { PreviewValue } from './preview-value.tsx'

type Props = {
  preview: ImportPreview
  /** Shows one stored value; the default names references and formats money and yes/no. */
  formatValue?: (field: string, value: unknown) => ReactNode
}

/** The dry run's verdict: counts, what is wrong where, and the first rows as they would be stored. */
export function ImportPreviewView({ preview, formatValue }: Props) {
  const { t } = useTranslation('import')
  const translate = useTranslation().t as (key: string) => string
  const { token } = theme.useToken()
  const invalid = preview.total - preview.valid
  const fields = [...new Set(preview.preview.flatMap((row) => Object.keys(row.values)))]
  const show = (field: string, value: unknown): ReactNode =>
    formatValue ? formatValue(field, value) : <PreviewValue field={field} value={value} />

  return (
    <Flex vertical gap={16}>
      <Flex gap={32} wrap>
        <Statistic title={t('counts.total')} value={preview.total} />
        <Statistic
          title={t('counts.valid')}
          value={preview.valid}
          styles={{ content: { color: token.colorSuccess } }}
        />
        <Statistic title={t('counts.created')} value={preview.created} />
        <Statistic title={t('counts.updated')} value={preview.updated} />
        <Statistic
          title={t('counts.invalid')}
          value={invalid}
          styles={invalid > 0 ? { content: { color: token.colorError } } : undefined}
        />
      </Flex>
      {preview.ignored_columns.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={
            <Flex wrap gap={4} align="center">
              {t('ignoredColumns')}
              {preview.ignored_columns.map((column) => (
                <Tag key={column}>{column}</Tag>
              ))}
            </Flex>
          }
        />
      )}
      {preview.errors.length > 0 && (
        <>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('errorsTitle')}
          </Typography.Title>
          <Table
            size="small"
            rowKey={(error) => `${error.row}-${error.field}`}
            dataSource={preview.errors}
            pagination={preview.errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            columns={[
              { key: 'row', title: t('columns.row'), dataIndex: 'row', width: 80 },
              {
                key: 'field',
                title: t('columns.column'),
                render: (_, e) => <code>{columnOfField(e.field)}</code>,
              },
              {
                key: 'codes',
                title: t('columns.problem'),
                render: (_, error) => error.codes.map((code) => translate(importCodeKey(code))).join(' '),
              },
            ]}
          />
        </>
      )}
      {preview.preview.length > 0 && (
        <>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('previewTitle', { count: preview.preview.length })}
          </Typography.Title>
          <Table
            size="small"
            rowKey="row"
            dataSource={preview.preview}
            pagination={false}
            scroll={{ x: 'max-content', y: 240 }}
            columns={[
              { key: 'row', title: t('columns.row'), dataIndex: 'row', width: 64, fixed: 'left' },
              ...fields.map((field) => ({
                key: field,
                title: <code>{columnOfField(field)}</code>,
                render: (_: unknown, row: ImportPreview['preview'][number]) => show(field, row.values[field]),
              })),
            ]}
          />
        </>
      )}
    </Flex>
  )
}
