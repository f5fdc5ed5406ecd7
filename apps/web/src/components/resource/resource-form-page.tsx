import { ArrowLeftOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Flex, Result, Skeleton, Typography } from 'antd'
import { useNavigate, useParams } from 'react-router'
import { useErrorMessage } from '../../lib/api/use-error-message.ts'
import { useListPath } from './list-return.ts'
import { ResourceForm } from './resource-form.tsx'
import type { FormMode, ResourceScreen } from './resource-screen.ts'
import { textKeys } from './resource-screen.ts'
import { useResourceI18n } from './resource-text.ts'
import { useResourceRecord } from './use-resource-queries.ts'

type Props = { screen: ResourceScreen; mode: FormMode }

function parseId(raw: string | undefined): number | null {
  const id = Number(raw)
  return Number.isInteger(id) && id > 0 ? id : null
}

/** `/{entity}/create` and `/{entity}/update/:id`: the page frame around the resource form. */
export function ResourceFormPage({ screen, mode }: Props) {
  const { t } = useResourceI18n()
  const listPath = useListPath(screen)
  const navigate = useNavigate()
  const describeError = useErrorMessage()
  const params = useParams()
  const id = mode === 'update' ? parseId(params.id) : null
  const record = useResourceRecord(screen.contract, id)
  const keys = textKeys(screen)
  const RecordExtra = screen.form?.recordExtra
  const title = t(mode === 'create' ? 'resources:form.createTitle' : 'resources:form.updateTitle', {
    entity: t(keys.entity),
  })

  let body: React.ReactNode
  if (mode === 'create') body = <ResourceForm screen={screen} mode="create" />
  else if (id === null) body = <Result status="404" title={t('errors:NOT_FOUND')} />
  else if (record.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />
  else if (record.isError)
    body = (
      <Result
        status={record.error && 'status' in record.error && record.error.status === 404 ? '404' : 'error'}
        title={t('resources:list.loadFailed')}
        subTitle={describeError(record.error)}
        extra={<Button onClick={() => record.refetch()}>{t('resources:actions.retry')}</Button>}
      />
    )
  else if (record.data.deleted_at)
    body = <Alert type="warning" showIcon title={t('resources:form.deletedRecord')} />
  else body = <ResourceForm key={record.data.id} screen={screen} mode="update" record={record.data} />

  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={8}>
        <Button
          type="text"
          icon={<ArrowLeftOutlined />}
          aria-label={t(keys.title)}
          onClick={() => navigate(listPath)}
        />
        <Typography.Title level={1} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {RecordExtra && mode === 'update' && record.data && !record.data.deleted_at && (
          <RecordExtra record={record.data} />
        )}
      </Flex>
      <Card>{body}</Card>
    </Flex>
  )
}
