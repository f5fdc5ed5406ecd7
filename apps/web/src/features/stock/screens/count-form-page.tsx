import {
  type CountScope,
  categoriesResource,
  type StockCountInput,
  stockCountInputSchema,
} from '@sms/contract'
import { Alert, App, Flex, Radio, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ProductScanInput } from '../../../components/product-scan/product-scan-input.tsx'
import type { FormIssue } from '../../../components/resource/body-resolver.ts'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { useDocumentForm } from '../../../components/resource/use-document-form.ts'
import { ReferenceSelect } from '../../../components/resource/widgets/reference-select.tsx'
import { useLang, useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { useStartCount } from '../api/counts-api.ts'
import { DocumentField, DocumentForm, NoteField } from '../components/document-form.tsx'
import { useStockErrorMessage } from '../components/stock-errors.ts'
import type { LineProduct } from '../components/stock-lines.ts'
import { WorkStoreSelect } from '../components/store-select.tsx'

type Values = {
  store_id: number | null
  scope: CountScope
  category_id: number | null
  products: LineProduct[]
  note: string
}

/** A partial count names what it covers: a category, products, or both. The contract lets the server say it. */
function checkScope(values: Values): FormIssue[] {
  const empty = values.scope === 'partial' && values.category_id === null && values.products.length === 0
  return empty ? [{ path: 'scope', code: 'partial_required' }] : []
}

/**
 * `/stocks/counts/create`: a store, full or partial (a category and/or scanned products), a note. Starting
 * takes the snapshot of expected quantities; counting happens on the count's page.
 */
export function CountFormPage() {
  const { t } = useTranslation('stock')
  const lang = useLang()
  const { message } = App.useApp()
  const navigate = useNavigate()
  const to = useLocalePath()
  const start = useStartCount()
  const describeError = useStockErrorMessage()
  const { form, save, failure } = useDocumentForm<Values, StockCountInput, { id: number }>({
    defaultValues: { store_id: null, scope: 'full', category_id: null, products: [], note: '' },
    schema: stockCountInputSchema,
    check: checkScope,
    toBody: (values) => ({
      store_id: values.store_id as number,
      scope: values.scope,
      note: values.note.trim() || null,
      ...(values.scope === 'partial'
        ? { category_id: values.category_id, product_ids: values.products.map((product) => product.id) }
        : {}),
    }),
    send: (body, key) => start.mutateAsync({ body, key }),
    serverFields: ['store_id', 'scope', 'category_id', 'note'],
    onSaved: (count) => {
      message.success(t('counts.started', { id: count.id }))
      navigate(to(`/stocks/counts/${count.id}`))
    },
  })
  const { control } = form
  const scope = form.watch('scope')

  return (
    <DocumentForm
      title={t('counts.create')}
      pending={start.isPending}
      onSave={() => void save()}
      failure={failure ? describeError(failure) : null}
      alerts={<Alert type="info" showIcon title={t('counts.snapshotNote')} style={{ marginBottom: 16 }} />}
      cancel={{ label: t('counts.cancel'), path: '/stocks/counts' }}
      saveLabel={t('counts.start')}
    >
      <DocumentField
        half
        control={control}
        name="store_id"
        idPrefix="count"
        label={t('counts.store')}
        errorKeys={{ 'validation.required': 'stock:counts.storeRequired' }}
      >
        {({ id, value, onChange }) => (
          <WorkStoreSelect id={id} value={value} onChange={onChange} pickOnlyStore />
        )}
      </DocumentField>
      <DocumentField
        control={control}
        name="scope"
        idPrefix="count"
        label={t('counts.scope')}
        errorKeys={{ partial_required: 'stock:counts.partialRequired' }}
      >
        {({ id, value, onChange }) => (
          <Radio.Group
            id={id}
            aria-label={t('counts.scope')}
            value={value}
            onChange={(event) => onChange(event.target.value)}
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
        )}
      </DocumentField>
      {scope === 'partial' && (
        <>
          <DocumentField
            half
            required={false}
            control={control}
            name="category_id"
            idPrefix="count"
            label={t('counts.category')}
          >
            {({ id, value, onChange }) => (
              <ReferenceSelect
                id={id}
                value={value}
                onChange={onChange}
                reference={{ contract: categoriesResource }}
                placeholder={t('counts.categoryPlaceholder')}
              />
            )}
          </DocumentField>
          <DocumentField
            required={false}
            control={control}
            name="products"
            idPrefix="count"
            label={t('counts.products')}
            extra={t('counts.productsHint')}
          >
            {({ id, value, onChange }) => (
              <Flex vertical gap={8}>
                <ProductScanInput
                  id={id}
                  onPick={(product) => {
                    const current = form.getValues('products')
                    if (!current.some((chosen) => chosen.id === product.id)) onChange([...current, product])
                  }}
                />
                <Flex wrap gap={4}>
                  {(value as LineProduct[]).map((product) => (
                    <Tag
                      key={product.id}
                      closable
                      closeIcon
                      onClose={() =>
                        onChange(form.getValues('products').filter((chosen) => chosen.id !== product.id))
                      }
                    >
                      {localizedName(product, lang)}
                    </Tag>
                  ))}
                </Flex>
              </Flex>
            )}
          </DocumentField>
        </>
      )}
      <NoteField
        control={control}
        name="note"
        idPrefix="count"
        label={t('counts.note')}
        placeholder={t('counts.notePlaceholder')}
      />
    </DocumentForm>
  )
}
