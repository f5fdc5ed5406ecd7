import type { Permission } from '@sms/contract'
import type { ComponentType } from 'react'
import type enNavigation from '../../locales/en/navigation.json'

/** The spec's menu groups, in the order the sidebar shows them. */
export const MENU_GROUPS = [
  'inventory',
  'reference',
  'userManagement',
  'registration',
  'dashboard',
  'stock',
  'sales',
  'report',
  'system',
] as const
export type MenuGroup = (typeof MENU_GROUPS)[number]

export type MenuItem = {
  group: MenuGroup
  /** Label key under `navigation:items`. */
  key: keyof typeof enNavigation.items
  /** App path without the language prefix. */
  path: string
  /** Shown only to users whose stored permissions contain this one. */
  permission: Permission
  icon: ComponentType
}
