import { ShoppingOutlined } from '@ant-design/icons'
import {
  brandsResource,
  categoriesResource,
  productsResource,
  subCategoriesResource,
  unitsResource,
} from '@sms/contract'
import { ImportHeaderButton } from '../../../components/import-dialog/import-button.tsx'
import { defineResourceScreen } from '../../../components/resource/resource-screen.ts'
import { removeProductImage, uploadProductImage } from '../api/product-image-api.ts'
import { ProductImageField } from '../components/product-image-field.tsx'
import { ProductRielPriceField, withoutUnusedRielPrice } from '../components/product-riel-price-field.tsx'
import { TaxesWidget } from '../components/tax-fields.tsx'

/** The picked picture is uploaded once the product exists, since the upload needs its id. */
async function saveProductImage({
  record,
  values,
}: {
  record: { id: number }
  values: Record<string, unknown>
}) {
  const image = values.image
  if (image instanceof File) await uploadProductImage(record.id, image)
  else if (image === null) await removeProductImage(record.id)
}

export const productsScreen = defineResourceScreen({
  contract: productsResource,
  route: 'products',
  i18n: { ns: 'catalogue', key: 'products' },
  menu: { group: 'inventory', key: 'products', icon: ShoppingOutlined },
  // Stock gets its column once stock exists (issue: hidden until then).
  columns: [
    { key: 'image', kind: 'image', value: (product) => product.thumbnail_url, width: 72 },
    { key: 'name', kind: 'name' },
    { key: 'sku' },
    { key: 'barcode' },
    { key: 'price_usd', kind: 'money-usd' },
    // A riel price beside a dollar price is never charged, so the list shows none (decision 0029).
    {
      key: 'price_khr',
      kind: 'money-khr',
      value: (product) => (product.price_usd > 0 ? null : product.price_khr),
    },
    { key: 'status', kind: 'status', width: 120 },
  ],
  fields: [
    { name: 'name_en' },
    { name: 'name_kh' },
    { name: 'short_name' },
    { name: 'sku' },
    { name: 'barcode' },
    { name: 'unit_id', widget: 'reference', reference: { contract: unitsResource } },
    { name: 'brand_id', widget: 'reference', reference: { contract: brandsResource } },
    { name: 'category_id', widget: 'reference', reference: { contract: categoriesResource } },
    {
      name: 'sub_category_id',
      widget: 'reference',
      reference: {
        contract: subCategoriesResource,
        dependsOn: { field: 'category_id', filter: 'category_id' },
      },
    },
    { name: 'expiry_date', widget: 'date' },
    { name: 'price_usd', widget: 'money-usd' },
    { name: 'price_khr', widget: 'custom', render: ProductRielPriceField },
    { name: 'cost_usd', widget: 'money-usd' },
    { name: 'low_stock_threshold', widget: 'number' },
    { name: 'is_lot_tracked', widget: 'switch', help: 'catalogue:products.help.is_lot_tracked' },
    { name: 'taxable', widget: 'switch' },
    { name: 'tax_ids', widget: 'custom', render: TaxesWidget, help: 'catalogue:products.help.tax_ids' },
    { name: 'status', widget: 'status' },
    { name: 'image', widget: 'custom', render: ProductImageField, span: 'full' },
  ],
  form: {
    afterSave: saveProductImage,
    defaults: { is_lot_tracked: false },
    toBody: withoutUnusedRielPrice,
  },
  list: { headerExtra: ImportHeaderButton },
})
