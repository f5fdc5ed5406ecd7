import { PlusOutlined } from '@ant-design/icons'
import { Button, Card, Flex, type TableProps, Typography } from 'antd'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { useLocalePath } from '../../lib/i18n/use-locale.ts'
import { Can } from '../can.tsx'
import { ExportButton } from './export-button.tsx'
import { useListReturnState } from './list-return.ts'
import { changeListState, listStateToApiQuery } from './list-state.ts'
import { ListTable } from './list-table.tsx'
import { ListToolbar } from './list-toolbar.tsx'
import type { AnyRecord, ResourceScreen } from './resource-screen.ts'
import { permissionOf, textKeys } from './resource-screen.ts'
import { useResourceI18n } from './resource-text.ts'
import { useListState } from './use-list-state.ts'
import { useResourceList } from './use-resource-queries.ts'
import { columnField, useTableColumns } from './use-table-columns.tsx'

/** `/{entity}`: the server-paged, sorted and filtered table of any resource, its state in the URL. */
export function ResourceListPage({ screen }: { screen: ResourceScreen }) {
  const { t, lang } = useResourceI18n()
  const navigate = useNavigate()
  const to = useLocalePath()
  const [state, setState] = useListState(screen)
  const returnState = useListReturnState()
  const list = useResourceList(screen.contract, listStateToApiQuery(state))
  const columns = useTableColumns(screen, state, setState)
  const total = list.data?.meta.total ?? 0
  const HeaderExtra = screen.list?.headerExtra

  // After deleting the last row of the last page, show the page that still has rows.
  const lastPage = Math.max(1, Math.ceil(total / state.perPage))
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && state.page > lastPage) {
      setState({ ...state, page: lastPage }, { replace: true })
    }
  }, [list.data, list.isPlaceholderData, state, lastPage, setState])

  const onTableChange: TableProps<AnyRecord>['onChange'] = (_pagination, _filters, sorter, { action }) => {
    if (action !== 'sort' || Array.isArray(sorter)) return
    const column = screen.columns.find((candidate) => candidate.key === sorter.columnKey)
    const field = column ? columnField(column, lang) : undefined
    const sort = field && sorter.order ? `${sorter.order === 'descend' ? '-' : ''}${field}` : undefined
    setState(changeListState(state, { sort }))
  }

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t(textKeys(screen).title)}
        </Typography.Title>
        <Flex gap={8} wrap>
          {HeaderExtra && <HeaderExtra screen={screen} />}
          <ExportButton screen={screen} state={state} />
          <Can permission={permissionOf(screen.contract, 'create')}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate(to(`/${screen.route}/create`), { state: returnState })}
            >
              {t('resources:actions.create')}
            </Button>
          </Can>
        </Flex>
      </Flex>
      <Card styles={{ body: { display: 'flex', flexDirection: 'column', gap: 16 } }}>
        <ListToolbar screen={screen} state={state} setState={setState} />
        <ListTable<AnyRecord>
          list={list}
          loadFailed={t('resources:list.loadFailed')}
          paging={{
            page: state.page,
            perPage: state.perPage,
            onChange: (change) =>
              setState('page' in change ? { ...state, ...change } : changeListState(state, change)),
          }}
          rowKey="id"
          columns={columns}
          onChange={onTableChange}
        />
      </Card>
    </Flex>
  )
}
