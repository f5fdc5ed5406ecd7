import { App, Button, Form, Input, Modal, Typography } from 'antd'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fieldErrorKey } from '../../../components/resource/field-errors.ts'
import { useActionKeys } from '../../../lib/api/action-key.ts'
import { isApiError } from '../../../lib/api/api-error.ts'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { useSubmitOnce } from '../../../lib/forms/submit-once.ts'
import { useImportNbcRate } from '../api/exchange-rate-api.ts'

const FIELD_ID = 'nbc-feed-xml'

/**
 * Imports the National Bank's daily USD/KHR figures (decision 0039): its XML pasted, read from a saved file, or
 * fetched by the server from the address in the settings. The server refuses a bad feed whole, with the reason.
 */
export default function NbcDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('settings')
  const translate = useTranslation().t as unknown as (key: string) => string
  const { message } = App.useApp()
  const describeError = useErrorMessage()
  const importRate = useImportNbcRate()
  const keys = useActionKeys()
  const fileInput = useRef<HTMLInputElement>(null)
  const [xml, setXml] = useState('')
  const [error, setError] = useState<string>()

  const run = async (body: { xml: string } | null) => {
    setError(undefined)
    try {
      const { data } = await importRate.mutateAsync({ body, key: keys.keyFor(body ?? 'fetch') })
      keys.done()
      message.success(t('nbc.imported', { imported: data.imported.length, skipped: data.skipped.length }))
      onClose()
    } catch (failure) {
      const code = isApiError(failure)
        ? (failure.errors.xml ?? failure.errors.rate ?? failure.errors.nbc_feed_url)?.[0]
        : undefined
      if (code) setError(translate(fieldErrorKey(code)))
      else message.error(describeError(failure))
    }
  }
  const { run: submit, busy } = useSubmitOnce(async () => {
    if (xml.trim() === '') setError(translate(fieldErrorKey('required')))
    else await run({ xml })
  })
  const { run: fetchFeed, busy: fetching } = useSubmitOnce(() => run(null))

  return (
    <Modal
      open
      title={t('nbc.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="fetch" onClick={() => void fetchFeed()} loading={fetching} disabled={busy}>
          {t('nbc.fetch')}
        </Button>,
        <Button key="import" type="primary" onClick={() => void submit()} loading={busy} disabled={fetching}>
          {t('nbc.import')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{t('nbc.help')}</Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('nbc.field')}
          htmlFor={FIELD_ID}
          validateStatus={error ? 'error' : undefined}
          help={error}
        >
          <Input.TextArea
            id={FIELD_ID}
            value={xml}
            onChange={(event) => setXml(event.target.value)}
            autoSize={{ minRows: 6, maxRows: 12 }}
            spellCheck={false}
            aria-invalid={error !== undefined}
          />
        </Form.Item>
      </Form>
      <input
        ref={fileInput}
        type="file"
        accept=".xml,application/xml,text/xml"
        hidden
        aria-label={t('nbc.open')}
        onChange={async (event) => {
          const file = event.target.files?.[0]
          if (file) setXml(await file.text())
          event.target.value = ''
        }}
      />
      <Button onClick={() => fileInput.current?.click()}>{t('nbc.open')}</Button>
    </Modal>
  )
}
