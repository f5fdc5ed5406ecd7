import { DeleteOutlined, EditOutlined, UndoOutlined } from '@ant-design/icons'
import { App, Button, Flex, Tooltip } from 'antd'
import { useNavigate } from 'react-router'
import { useErrorMessage } from '../../lib/api/use-error-message.ts'
import { useLocalePath } from '../../lib/i18n/use-locale.ts'
import { Can } from '../can.tsx'
import { useListReturnState } from './list-return.ts'
import type { AnyRecord, ResourceScreen } from './resource-screen.ts'
import { permissionOf, textKeys } from './resource-screen.ts'
import { localizedName, useResourceI18n } from './resource-text.ts'
import { useResourceWrites } from './use-resource-queries.ts'

type Props = { screen: ResourceScreen; record: AnyRecord }

/** Edit and delete for a record; restore for a deleted one. Each shows only with its permission. */
export function RowActions({ screen, record }: Props) {
  const { t, lang } = useResourceI18n()
  const { modal, message } = App.useApp()
  const describeError = useErrorMessage()
  const navigate = useNavigate()
  const to = useLocalePath()
  const writes = useResourceWrites(screen.contract)
  const returnState = useListReturnState()
  const entity = t(textKeys(screen).entity)
  const name = (screen.recordLabel ?? localizedName)(record, lang)
  const Extra = screen.list?.rowExtra

  const confirmThen = (
    texts: 'confirmDelete' | 'confirmPurge',
    run: () => Promise<unknown>,
    done: 'deleted' | 'purged',
  ) =>
    modal.confirm({
      title: t(`resources:${texts}.title`, { name }),
      content: t(`resources:${texts}.content`),
      okText: t(`resources:${texts}.ok`),
      cancelText: t(`resources:${texts}.cancel`),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await run()
          message.success(t(`resources:messages.${done}`, { entity }))
        } catch (error) {
          message.error(describeError(error))
        }
      },
    })
  // From the list a delete moves the record to the trash; only from the trash is it removed for good.
  const remove = () => confirmThen('confirmDelete', () => writes.remove.mutateAsync(record.id), 'deleted')
  const purge = () => confirmThen('confirmPurge', () => writes.purge.mutateAsync(record.id), 'purged')

  const restore = async () => {
    try {
      await writes.restore.mutateAsync(record.id)
      message.success(t('resources:messages.restored', { entity }))
    } catch (error) {
      message.error(describeError(error))
    }
  }

  if (record.deleted_at) {
    const purgeLabel = `${t('resources:actions.deletePermanently')} ${name}`
    return (
      <Can permission={permissionOf(screen.contract, 'delete')}>
        <Flex gap={4} justify="flex-end">
          <Button size="small" icon={<UndoOutlined />} onClick={restore} loading={writes.restore.isPending}>
            {t('resources:actions.restore')}
          </Button>
          <Tooltip title={t('resources:actions.deletePermanently')}>
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={purgeLabel} onClick={purge} />
          </Tooltip>
        </Flex>
      </Can>
    )
  }

  const editLabel = `${t('resources:actions.edit')} ${name}`
  const deleteLabel = `${t('resources:actions.delete')} ${name}`
  return (
    <Flex gap={4} justify="flex-end">
      {Extra && <Extra screen={screen} record={record} />}
      {screen.list?.canEdit !== false && (
        <Can permission={permissionOf(screen.contract, 'edit')}>
          <Tooltip title={t('resources:actions.edit')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={editLabel}
              onClick={() => navigate(to(`/${screen.route}/update/${record.id}`), { state: returnState })}
            />
          </Tooltip>
        </Can>
      )}
      <Can permission={permissionOf(screen.contract, 'delete')}>
        <Tooltip title={t('resources:actions.delete')}>
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={deleteLabel} onClick={remove} />
        </Tooltip>
      </Can>
    </Flex>
  )
}
