import { productsResource } from '@sms/contract'
import { Flex, Typography } from 'antd'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { useResourceRecord } from '../../../components/resource/use-resource-queries.ts'
import { useLang } from '../../../lib/i18n/use-locale.ts'

/** A product by id, named in the interface language with its SKU under it (read once, cached). */
export function ProductName({ id }: { id: number }) {
  const lang = useLang()
  const product = useResourceRecord(productsResource, id, 5).data
  if (!product) return <Typography.Text type="secondary">#{id}</Typography.Text>
  return (
    <Flex vertical>
      <span>{localizedName(product, lang)}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {String(product.sku)}
      </Typography.Text>
    </Flex>
  )
}
