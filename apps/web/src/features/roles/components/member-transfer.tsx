import { LeftOutlined, RightOutlined } from '@ant-design/icons'
import { Alert, Button, Checkbox, Empty, Flex, Transfer, type TransferProps } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { useAllUsers } from '../api/roles-api.ts'

type Props = {
  value: readonly number[] | null | undefined
  onChange: (userIds: number[]) => void
  disabled?: boolean
}

type Candidate = { key: string; name: string; email: string; disabled: boolean }

const matches = (search: string, user: Candidate) => {
  const needle = search.trim().toLocaleLowerCase()
  return user.name.toLocaleLowerCase().includes(needle) || user.email.includes(needle)
}

type ListBodyProps = Parameters<NonNullable<TransferProps<Candidate>['children']>>[0]

const userLabel = (user: Candidate) => (user.email ? `${user.name} · ${user.email}` : user.name)

/**
 * One side's users as labelled checkboxes: antd's own list draws boxes without a name (an axe "critical") and
 * its select-all box likewise, so the sides use this body and no select-all box.
 */
function MemberList({
  filteredItems,
  selectedKeys,
  onItemSelect,
  disabled,
  empty,
}: ListBodyProps & { empty: string }) {
  if (filteredItems.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
  return (
    <Flex vertical gap={4} style={{ padding: '8px 12px', overflowY: 'auto', height: '100%' }}>
      {filteredItems.map((user) => (
        <Checkbox
          key={user.key}
          checked={selectedKeys.includes(user.key)}
          disabled={disabled || user.disabled}
          onChange={(event) => onItemSelect(user.key, event.target.checked)}
        >
          {userLabel(user)}
        </Checkbox>
      ))}
    </Flex>
  )
}

/** The role's members: users move between "all users" and "members" with the arrows, searched by name or e-mail. */
export function MemberTransfer({ value, onChange, disabled }: Props) {
  const { t } = useTranslation('roles')
  const describeError = useErrorMessage()
  const users = useAllUsers(true)
  const members = (value ?? []).map(String)
  const candidates = useMemo<Candidate[]>(() => {
    const known = (users.data ?? []).map((user) => ({
      key: String(user.id),
      name: user.name,
      email: user.email,
      disabled: false,
    }))
    // A member the list does not return (deleted since) must still be removable.
    const missing = (value ?? [])
      .filter((id) => !known.some((user) => user.key === String(id)))
      .map((id) => ({ key: String(id), name: `#${id}`, email: '', disabled: false }))
    return [...known, ...missing]
  }, [users.data, value])

  // antd writes "0 user"; i18next knows each language's plural forms.
  const countLabel = ({ selectedCount, totalCount }: { selectedCount: number; totalCount: number }) =>
    selectedCount > 0
      ? t('members.selected', { selected: selectedCount, count: totalCount })
      : t('members.users', { count: totalCount })

  if (users.isError) return <Alert type="error" showIcon title={describeError(users.error)} />

  return (
    <Transfer<Candidate>
      dataSource={candidates}
      targetKeys={members}
      onChange={(keys) => onChange(keys.map(Number).sort((a, b) => a - b))}
      titles={[t('members.available'), t('members.chosen')]}
      showSearch
      filterOption={matches}
      actions={[
        <Button
          key="add"
          type="primary"
          size="small"
          icon={<RightOutlined />}
          aria-label={t('members.add')}
          title={t('members.add')}
        />,
        <Button
          key="remove"
          type="primary"
          size="small"
          icon={<LeftOutlined />}
          aria-label={t('members.remove')}
          title={t('members.remove')}
        />,
      ]}
      render={userLabel}
      showSelectAll={false}
      disabled={disabled || users.isPending}
      selectAllLabels={[countLabel, countLabel]}
      locale={{
        searchPlaceholder: t('members.search'),
        notFoundContent: users.isPending ? t('members.loading') : t('members.none'),
      }}
      styles={{ section: { width: '100%', height: 360 } }}
      style={{ width: '100%' }}
    >
      {(props) => (
        <MemberList {...props} empty={users.isPending ? t('members.loading') : t('members.none')} />
      )}
    </Transfer>
  )
}
