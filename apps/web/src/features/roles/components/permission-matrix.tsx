import type { Action } from '@sms/contract'
import { Alert, Checkbox, Skeleton, Table, Typography } from 'antd'
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { usePermissionCatalogue } from '../api/roles-api.ts'
import {
  allState,
  type CheckState,
  columnNames,
  columnState,
  groupPermissions,
  type MatrixRow,
  rowNames,
  rowState,
  setPermissions,
  usedActions,
} from './permission-matrix-model.ts'

type Props = {
  id?: string
  value: readonly string[]
  onChange: (permissions: string[]) => void
  disabled?: boolean
}

/**
 * A column title that holds a control. antd copies every title into a hidden row that measures the columns
 * (aria-hidden); the copy is made inert so its checkbox is neither a Tab stop nor focusable while hidden.
 */
function ColumnTitle({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null)
  const [hidden, setHidden] = useState(false)
  useLayoutEffect(() => setHidden(ref.current?.closest('[aria-hidden="true"]') != null), [])
  return (
    <span ref={ref} inert={hidden}>
      {children}
    </span>
  )
}

const checkProps = (state: CheckState) => ({ checked: state === 'all', indeterminate: state === 'some' })

/**
 * The role's permissions as a grid: one row per resource, one column per action, a box where the catalogue
 * has that permission; the first column and the header boxes select a whole row or column.
 */
export function PermissionMatrix({ id, value, onChange, disabled }: Props) {
  const { t } = useTranslation('roles')
  const describeError = useErrorMessage()
  const catalogue = usePermissionCatalogue()
  const rows = useMemo(() => groupPermissions(catalogue.data ?? []), [catalogue.data])
  const actions = useMemo(() => usedActions(rows), [rows])
  const selected = useMemo(() => new Set(value), [value])
  const resourceLabel = (resource: string) => t(`resources.${resource}`, { defaultValue: resource })
  const toggle = (names: readonly string[], on: boolean) => onChange(setPermissions(value, names, on))

  if (catalogue.isError) return <Alert type="error" showIcon title={describeError(catalogue.error)} />
  if (!catalogue.data) return <Skeleton active paragraph={{ rows: 6 }} />

  return (
    <Table<MatrixRow>
      id={id}
      size="small"
      bordered
      rowKey="resource"
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content', y: 420 }}
      columns={[
        {
          key: 'resource',
          width: 200,
          title: (
            <ColumnTitle>
              <Checkbox
                {...checkProps(allState(rows, selected))}
                disabled={disabled}
                onChange={(event) => toggle(rows.flatMap(rowNames), event.target.checked)}
              >
                {t('matrix.resource')}
              </Checkbox>
            </ColumnTitle>
          ),
          render: (_, row) => (
            <Checkbox
              {...checkProps(rowState(row, selected))}
              disabled={disabled}
              aria-label={t('matrix.selectRow', { resource: resourceLabel(row.resource) })}
              onChange={(event) => toggle(rowNames(row), event.target.checked)}
            >
              <Typography.Text strong>{resourceLabel(row.resource)}</Typography.Text>
            </Checkbox>
          ),
        },
        ...actions.map((action: Action) => ({
          key: action,
          align: 'center' as const,
          width: 86,
          title: (
            <ColumnTitle>
              <Checkbox
                {...checkProps(columnState(rows, action, selected))}
                disabled={disabled}
                aria-label={t('matrix.selectColumn', { action: t(`actions.${action}`) })}
                onChange={(event) => toggle(columnNames(rows, action), event.target.checked)}
              >
                {t(`actions.${action}`)}
              </Checkbox>
            </ColumnTitle>
          ),
          render: (_: unknown, row: MatrixRow) => {
            const name = row.cells[action]
            if (!name) return null
            return (
              <Checkbox
                checked={selected.has(name)}
                disabled={disabled}
                aria-label={name}
                title={`${resourceLabel(row.resource)} · ${t(`actions.${action}`)}`}
                onChange={(event) => toggle([name], event.target.checked)}
              />
            )
          },
        })),
      ]}
    />
  )
}
