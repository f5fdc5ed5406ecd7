import { rolesResource } from '@sms/contract'
import { Flex, Skeleton, Tag, Typography } from 'antd'
import { ALL_ACTIVE_QUERY } from '../../../components/resource/reference-multi-select.tsx'
import { localizedName, useResourceI18n } from '../../../components/resource/resource-text.ts'
import { useResourceList } from '../../../components/resource/use-resource-queries.ts'

/** A user's roles as tags in the list, named from one cached list of roles. */
export function RoleTags({ ids }: { ids: unknown }) {
  const { lang } = useResourceI18n()
  const roles = useResourceList(rolesResource, ALL_ACTIVE_QUERY)
  const list = Array.isArray(ids) ? (ids as number[]) : []
  if (list.length === 0) return <Typography.Text type="secondary">—</Typography.Text>
  // While the roles load, a placeholder rather than their ids flashing by.
  if (!roles.data && roles.isFetching) return <Skeleton.Input active size="small" />
  return (
    <Flex wrap gap={4}>
      {list.map((id) => {
        const role = roles.data?.data.find((candidate) => candidate.id === id)
        return <Tag key={id}>{role ? localizedName(role, lang) : `#${id}`}</Tag>
      })}
    </Flex>
  )
}
