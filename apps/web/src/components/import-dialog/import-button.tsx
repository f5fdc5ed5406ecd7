import { UploadOutlined } from '@ant-design/icons'
import { useQueryClient } from '@tanstack/react-query'
import { Button } from 'antd'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Can } from '../can.tsx'
import type { ResourceScreen } from '../resource/resource-screen.ts'
import type { ImportableResource } from './import-api.ts'
import { ImportDialog } from './import-dialog.tsx'
import { IMPORT_COLUMNS } from './import-templates.ts'

type Props = {
  resource: ImportableResource
  formatValue?: (field: string, value: unknown) => ReactNode
}

/**
 * The "Import" action of a list page, shown to users who may create the resource's records. After an
 * import every cached list and record of the resource is refreshed, so the new rows appear at once.
 */
export function ImportButton({ resource, formatValue }: Props) {
  const { t } = useTranslation('import')
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  return (
    <Can permission={`${resource}.create`}>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {t('button')}
      </Button>
      <ImportDialog
        resource={resource}
        open={open}
        formatValue={formatValue}
        onClose={(written) => {
          setOpen(false)
          // The resource layer keeps everything of a resource under ['resource', path].
          if (written > 0) queryClient.invalidateQueries({ queryKey: ['resource', resource] })
        }}
      />
    </Can>
  )
}

const isImportable = (path: string): path is ImportableResource => path in IMPORT_COLUMNS

/** The same button as a resource screen's `list.headerExtra`: `list: { headerExtra: ImportHeaderButton }`. */
export function ImportHeaderButton({ screen }: { screen: ResourceScreen }) {
  const path = screen.contract.path
  return isImportable(path) ? <ImportButton resource={path} /> : null
}
