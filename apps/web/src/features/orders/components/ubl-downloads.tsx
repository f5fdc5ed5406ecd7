import { DownloadOutlined, FileZipOutlined } from '@ant-design/icons'
import { einvoiceRoutes } from '@sms/contract'
import { App, Button, DatePicker, Flex } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../../lib/api/api.ts'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { saveFile } from '../../../lib/download/save-file.ts'

/**
 * Fetches a file with the bearer token and saves it; a failure (an empty month) says why. The UBL routes answer
 * XML or a ZIP, not JSON, so they are fetched as downloads on the route table's paths rather than with `api.call`.
 */
function useDownload() {
  const { t } = useTranslation('orders')
  const { message } = App.useApp()
  const describeError = useErrorMessage()
  const [busy, setBusy] = useState(false)
  const download = async (path: string, fallbackName: string) => {
    setBusy(true)
    try {
      const { blob, filename } = await api.download(path)
      saveFile(blob, filename ?? fallbackName)
    } catch (error) {
      message.error(`${t('ubl.downloadFailed')} ${describeError(error)}`)
    } finally {
      setBusy(false)
    }
  }
  return { busy, download }
}

/** One invoice's or credit note's UBL XML, for CamInvoice (decision 0030). */
export function UblXmlButton(props: { path: string; number: string; size?: 'small' | 'middle' }) {
  const { t } = useTranslation('orders')
  const { busy, download } = useDownload()
  return (
    <Button
      size={props.size}
      icon={<DownloadOutlined />}
      loading={busy}
      aria-label={t('ubl.downloadXmlOf', { number: props.number })}
      onClick={() => void download(props.path, `${props.number}.xml`)}
    >
      {t('ubl.xml')}
    </Button>
  )
}

/** A month's invoices and credit notes of the user's stores as one ZIP of UBL files, for the CamInvoice portal. */
export function UblMonthDownload() {
  const { t } = useTranslation('orders')
  const [month, setMonth] = useState<Dayjs>(() => dayjs())
  const { busy, download } = useDownload()
  const value = month.format('YYYY-MM')
  return (
    <Flex gap={8} align="center" wrap>
      <DatePicker
        picker="month"
        allowClear={false}
        value={month}
        onChange={(picked) => picked && setMonth(picked)}
        aria-label={t('ubl.month')}
        data-testid="ubl-month"
      />
      <Button
        icon={<FileZipOutlined />}
        loading={busy}
        onClick={() => void download(`${einvoiceRoutes.month.path}?month=${value}`, `ubl-${value}.zip`)}
        data-testid="ubl-month-zip"
      >
        {t('ubl.downloadMonth')}
      </Button>
    </Flex>
  )
}
