import { type CountScope, categoriesResource } from '@sms/contract'
import { Alert, App, Col, Flex, Form, Radio, Tag } from 'antd'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ProductScanInput } from '../../../components/product-scan/product-scan-input.tsx'
import { localizedName, useResourceI18n } from '../../../components/resource/resource-text.ts'
import { ReferenceSelect } from '../../../components/resource/widgets/reference-select.tsx'
import { useLang, useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { useStartCount } from '../api/counts-api.ts'
import { DocumentField, DocumentForm, NoteField } from '../components/document-form.tsx'
import { splitDocumentErrors, useStockErrorMessage } from '../components/stock-errors.ts'
import type { LineProduct } from '../components/stock-lines.ts'
import { WorkStoreSelect } from '../components/store-select.tsx'

/**
 * `/stocks/counts/create`: a store, full or partial (a category and/or scanned products), a note. Starting
 * takes the snapshot of expected quantities; counting happens on the count's page.
 */
export function CountFormPage() {
  const { t } = useTranslation('stock')
  const { t: tAny } = useResourceI18n()
  const lang = useLang()
  const { message } = App.useApp()
  const navigate = useNavigate()
  const to = useLocalePath()
  const ids = { store: useId(), scope: useId(), category: useId(), products: useId(), note: useId() }
  const [storeId, setStoreId] = useState<number | null>(null)
  const [scope, setScope] = useState<CountScope>('full')
  const [categoryId, setCategoryId] = useState<number | null>(null)
  const [products, setProducts] = useState<LineProduct[]>([])
  const [note, setNote] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const start = useStartCount()
  const describeError = useStockErrorMessage()

  const partialEmpty = scope === 'partial' && categoryId === null && products.length === 0
  const server = splitDocumentErrors(start.error, [], tAny)
  const missing = {
    store: submitted && storeId === null ? t('counts.storeRequired') : server.fields.get('store_id'),
    scope: submitted && partialEmpty ? t('counts.partialRequired') : undefined,
  }
  const failure = start.error && server.fields.size === 0 ? describeError(start.error) : null

  const save = () => {
    setSubmitted(true)
    if (storeId === null || partialEmpty) return
    const body = {
      store_id: storeId,
      scope,
      note: note.trim() || null,
      ...(scope === 'partial'
        ? { category_id: categoryId, product_ids: products.map((product) => product.id) }
        : {}),
    }
    start.mutate(
      { body, key: idempotencyKey },
      {
        onSuccess: (count) => {
          message.success(t('counts.started', { id: count.id }))
          navigate(to(`/stocks/counts/${count.id}`))
        },
      },
    )
  }

  return (
    <DocumentForm
      title={t('counts.create')}
      pending={start.isPending}
      onSave={save}
      failure={failure}
      alerts={<Alert type="info" showIcon title={t('counts.snapshotNote')} style={{ marginBottom: 16 }} />}
      cancel={{ label: t('counts.cancel'), path: '/stocks/counts' }}
      saveLabel={t('counts.start')}
    >
      <DocumentField half label={t('counts.store')} id={ids.store} error={missing.store}>
        <WorkStoreSelect id={ids.store} value={storeId} onChange={setStoreId} pickOnlyStore />
      </DocumentField>
      <Col span={24}>
        <Form.Item
          label={t('counts.scope')}
          required
          validateStatus={missing.scope ? 'error' : undefined}
          help={missing.scope}
        >
          <Radio.Group
            aria-label={t('counts.scope')}
            value={scope}
            onChange={(event) => setScope(event.target.value)}
          >
            <Flex vertical gap={8}>
              <Radio value="full">
                <strong>{t('counts.scopeFull')}</strong> — {t('counts.scopeFullHint')}
              </Radio>
              <Radio value="partial">
                <strong>{t('counts.scopePartial')}</strong> — {t('counts.scopePartialHint')}
              </Radio>
            </Flex>
          </Radio.Group>
        </Form.Item>
      </Col>
      {scope === 'partial' && (
        <>
          <Col xs={24} md={12}>
            <Form.Item label={t('counts.category')} htmlFor={ids.category}>
              <ReferenceSelect
                id={ids.category}
                value={categoryId}
                onChange={setCategoryId}
                reference={{ contract: categoriesResource }}
                placeholder={t('counts.categoryPlaceholder')}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label={t('counts.products')} htmlFor={ids.products} extra={t('counts.productsHint')}>
              <Flex vertical gap={8}>
                <ProductScanInput
                  id={ids.products}
                  onPick={(product) =>
                    setProducts((current) =>
                      current.some((chosen) => chosen.id === product.id) ? current : [...current, product],
                    )
                  }
                />
                <Flex wrap gap={4}>
                  {products.map((product) => (
                    <Tag
                      key={product.id}
                      closable
                      closeIcon
                      onClose={() => setProducts((current) => current.filter((p) => p.id !== product.id))}
                    >
                      {localizedName(product, lang)}
                    </Tag>
                  ))}
                </Flex>
              </Flex>
            </Form.Item>
          </Col>
        </>
      )}
      <NoteField
        label={t('counts.note')}
        id={ids.note}
        value={note}
        onChange={setNote}
        placeholder={t('counts.notePlaceholder')}
      />
    </DocumentForm>
  )
}
