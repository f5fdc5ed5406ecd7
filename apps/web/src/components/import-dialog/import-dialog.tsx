import { DownloadOutlined, InboxOutlined } from '@ant-design/icons'
import type { ImportPreview } from '@sms/contract'
import { useMutation } from '@tanstack/react-query'
import { Alert, Button, Flex, Modal, Progress, Result, Typography, Upload } from 'antd'
import { type ReactNode, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorMessage } from '../../lib/api/use-error-message.ts'
import { saveFile } from '../../lib/download/save-file.ts'
import {
  type ImportableResource,
  type ImportOutcome,
  previewImport,
  previewOfFailure,
  runImport,
} from './import-api.ts'
import { columnOfField, importCodeKey } from './import-codes.ts'
import { ImportPreviewView } from './import-preview.tsx'
import { IMPORT_COLUMNS, templateCsv } from './import-templates.ts'
import { type MoveInChoice, MoveInPreviewView } from './move-in-preview.tsx'

type Props = {
  resource: ImportableResource
  open: boolean
  /** Called when the dialog closes with the number of rows written (created or updated), 0 when none. */
  onClose: (written: number) => void
  formatValue?: (field: string, value: unknown) => ReactNode
}

type ImportProgress = { done: number; total: number }

/**
 * CSV import in three steps: choose a file, read the dry run's preview, import. The file is written whole
 * or not at all; the progress bar follows the server's stream while it writes.
 */
export function ImportDialog({ resource, open, onClose, formatValue }: Props) {
  const { t } = useTranslation('import')
  const translate = useTranslation().t as (key: string) => string
  const describeError = useErrorMessage()
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState<ImportProgress | null>(null)
  // Another system's export: the reader's store mapping and currency, sent with the check and the import.
  const [choice, setChoice] = useState<MoveInChoice | undefined>()

  const check = useMutation({
    mutationFn: ({ chosen, moveIn }: { chosen: File; moveIn?: MoveInChoice }) =>
      previewImport(resource, chosen, moveIn),
  })
  const write = useMutation({
    mutationFn: (chosen: File) => {
      setProgress({ done: 0, total: check.data?.total ?? 0 })
      return runImport(resource, chosen, (done, total) => setProgress({ done, total }), choice)
    },
  })

  const outcome: ImportOutcome | undefined = write.data
  const written = outcome?.type === 'done' ? outcome.created + outcome.updated : 0
  // A file refused at import time (someone changed the data since the check) comes back with a new preview.
  // While a changed mapping is checked again, its table stays on screen (not a blink that drops an open picker).
  const lastChecked = useRef<ImportPreview | undefined>(undefined)
  if (check.data) lastChecked.current = check.data
  const rechecking = check.isPending && choice !== undefined ? lastChecked.current : undefined
  const preview: ImportPreview | undefined = previewOfFailure(write.error) ?? check.data ?? rechecking
  const canImport =
    !!file &&
    !!preview &&
    preview.total > 0 &&
    preview.valid === preview.total &&
    !outcome &&
    !check.isPending
  const isBusy = check.isPending || write.isPending

  const choose = (chosen: File) => {
    setFile(chosen)
    setProgress(null)
    setChoice(undefined)
    write.reset()
    check.mutate({ chosen })
    // Keep the file in the browser: nothing is uploaded until the preview is read.
    return false
  }

  const close = () => {
    if (write.isPending) return
    setFile(null)
    setProgress(null)
    setChoice(undefined)
    check.reset()
    write.reset()
    onClose(written)
  }

  const percent = progress && progress.total > 0 ? Math.floor((progress.done / progress.total) * 100) : 0

  return (
    <Modal
      open={open}
      title={t(`title.${resource}`)}
      width={960}
      onCancel={close}
      mask={{ closable: !isBusy }}
      keyboard={!isBusy}
      destroyOnHidden
      footer={
        <Flex justify="space-between" gap={8}>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => saveFile(templateCsv(resource), `${resource}-template.csv`)}
          >
            {t('template')}
          </Button>
          <Flex gap={8}>
            <Button onClick={close} disabled={write.isPending}>
              {outcome?.type === 'done' ? t('close') : t('cancel')}
            </Button>
            {outcome?.type !== 'done' && (
              <Button
                type="primary"
                disabled={!canImport}
                loading={write.isPending}
                onClick={() => file && write.mutate(file)}
              >
                {preview?.total ? t('importRows', { count: preview.total }) : t('import')}
              </Button>
            )}
          </Flex>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        {outcome?.type !== 'done' && !write.isPending && (
          <>
            <Upload.Dragger
              accept=".csv,text/csv"
              multiple={false}
              showUploadList={false}
              beforeUpload={choose}
              disabled={isBusy}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">{file ? file.name : t('chooseFile')}</p>
              <p className="ant-upload-hint">{t(`hint.${resource}`)}</p>
            </Upload.Dragger>
            <Typography.Text type="secondary">
              {t('columnsHint')} <code>{IMPORT_COLUMNS[resource].join(', ')}</code>
            </Typography.Text>
          </>
        )}
        {check.isPending && <Progress percent={100} status="active" showInfo={false} />}
        {check.isError && <Alert type="error" showIcon title={describeError(check.error)} />}
        {progress && (
          <Progress
            percent={percent}
            status={write.isError || outcome?.type === 'error' ? 'exception' : outcome ? 'success' : 'active'}
            format={() => t('progress', { done: progress.done, total: progress.total })}
          />
        )}
        {outcome?.type === 'done' && (
          <Result
            status="success"
            title={t('done', { count: outcome.created + outcome.updated })}
            subTitle={t('doneCounts', { created: outcome.created, updated: outcome.updated })}
            style={{ padding: 16 }}
          />
        )}
        {outcome?.type === 'error' && (
          <Alert
            type="error"
            showIcon
            title={t('failed')}
            description={outcome.errors?.map((error) => (
              <div key={`${error.row}-${error.field}`}>
                {t('rowProblem', {
                  row: error.row,
                  column: columnOfField(error.field),
                  problem: error.codes.map((code) => translate(importCodeKey(code))).join(' '),
                })}
              </div>
            ))}
          />
        )}
        {write.isError && (
          <Alert
            type="error"
            showIcon
            title={t('failed')}
            description={previewOfFailure(write.error) ? undefined : describeError(write.error)}
          />
        )}
        {preview && !outcome && !write.isPending && (
          <>
            {preview.total === 0 && <Alert type="info" showIcon title={t('empty')} />}
            {preview.total > 0 && preview.valid < preview.total && (
              <Alert type="warning" showIcon title={t('fixErrors')} />
            )}
            {preview.move_in ? (
              <MoveInPreviewView
                preview={{ ...preview, move_in: preview.move_in }}
                onChange={(next) => {
                  setChoice(next)
                  if (file) check.mutate({ chosen: file, moveIn: next })
                }}
              />
            ) : (
              <ImportPreviewView preview={preview} formatValue={formatValue} />
            )}
          </>
        )}
      </Flex>
    </Modal>
  )
}
