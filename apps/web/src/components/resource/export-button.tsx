import { DownloadOutlined } from '@ant-design/icons'
import { App, Button } from 'antd'
import { useState } from 'react'
import { useErrorMessage } from '../../lib/api/use-error-message.ts'
import { saveFile } from '../../lib/download/save-file.ts'
import { type ListState, listStateToExportQuery } from './list-state.ts'
import { resourceApi } from './resource-api.ts'
import type { ResourceScreen } from './resource-screen.ts'
import { useResourceI18n } from './resource-text.ts'

/** CSV of every record the current search and filters select, not only the page on screen. */
export function ExportButton({ screen, state }: { screen: ResourceScreen; state: ListState }) {
  const { t } = useResourceI18n()
  const { message } = App.useApp()
  const describeError = useErrorMessage()
  const [busy, setBusy] = useState(false)

  const download = async () => {
    setBusy(true)
    try {
      const { blob, filename } = await resourceApi(screen.contract).exportCsv(listStateToExportQuery(state))
      saveFile(blob, filename ?? `${screen.contract.path}.csv`)
    } catch (error) {
      message.error(`${t('resources:list.exportFailed')} ${describeError(error)}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Button icon={<DownloadOutlined />} onClick={download} loading={busy}>
      {t('resources:actions.export')}
    </Button>
  )
}
