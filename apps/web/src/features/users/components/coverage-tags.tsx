import { healthFacilitiesResource, operationalDistrictsResource } from '@sms/contract'
import { useQueries } from '@tanstack/react-query'
import { Flex, Tag, Tooltip, Typography } from 'antd'
import { ALL_ACTIVE_QUERY } from '../../../components/resource/reference-multi-select.tsx'
import { resourceApi, resourceKeys } from '../../../components/resource/resource-api.ts'
import type { AnyRecord } from '../../../components/resource/resource-screen.ts'
import { codeAndName, localizedName, useResourceI18n } from '../../../components/resource/resource-text.ts'
import { useResourceList } from '../../../components/resource/use-resource-queries.ts'

/** A list cell keeps one line: two names, then "+n" with every name on hover. */
const SHOWN = 2

function NameTags({ ids, nameOf }: { ids: number[]; nameOf: (id: number) => string }) {
  if (ids.length === 0) return <Typography.Text type="secondary">—</Typography.Text>
  const rest = ids.slice(SHOWN)
  return (
    <Flex wrap gap={4}>
      {ids.slice(0, SHOWN).map((id) => (
        <Tag key={id}>{nameOf(id)}</Tag>
      ))}
      {rest.length > 0 && (
        <Tooltip title={rest.map(nameOf).join(', ')}>
          <Tag>+{rest.length}</Tag>
        </Tooltip>
      )}
    </Flex>
  )
}

const asIds = (ids: unknown) => (Array.isArray(ids) ? (ids as number[]) : [])

/** A user's operational districts, named from one cached list of all 77. */
export function DistrictTags({ ids }: { ids: unknown }) {
  const { lang } = useResourceI18n()
  const districts = useResourceList(operationalDistrictsResource, ALL_ACTIVE_QUERY)
  const nameOf = (id: number) => {
    const found = districts.data?.data.find((candidate) => candidate.id === id)
    return found ? localizedName(found, lang) : `#${id}`
  }
  return <NameTags ids={asIds(ids)} nameOf={nameOf} />
}

/** A user's health facilities (of 1,106), each read once and cached. */
export function FacilityTags({ ids }: { ids: unknown }) {
  const { lang } = useResourceI18n()
  const list = asIds(ids)
  const records = useQueries({
    queries: list.map((id) => ({
      queryKey: resourceKeys.record(healthFacilitiesResource, id),
      queryFn: ({ signal }: { signal: AbortSignal }) => resourceApi(healthFacilitiesResource).get(id, signal),
      staleTime: 5 * 60 * 1000,
    })),
  })
  const nameOf = (id: number) => {
    const found = records.find((query) => query.data?.id === id)?.data as AnyRecord | undefined
    // Facilities share names (a hospital and a health centre of one town): the code tells them apart.
    return found ? codeAndName(found, lang) : `#${id}`
  }
  return <NameTags ids={list} nameOf={nameOf} />
}
