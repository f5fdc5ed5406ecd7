import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { auditColumns } from './columns.ts'
import { healthFacilities, operationalDistricts } from './gazetteer.ts'
import { stores } from './parties.ts'

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    username: text('username'),
    phone: text('phone'),
    password_hash: text('password_hash').notNull(),
    status: boolean('status').notNull().default(true),
    date_of_birth: date('date_of_birth'),
    profile_image: text('profile_image'),
    join_date: date('join_date'),
    position: text('position'),
    /** The PIN a manager types at a till to approve a discount or a price (hashed like a password). */
    pin_hash: text('pin_hash'),
    /** Wrong PINs in a row; the fifth locks the PIN until the user sets a new one or the owner unlocks it. */
    pin_failures: integer('pin_failures').notNull().default(0),
    pin_locked_at: timestamp('pin_locked_at', { withTimezone: true }),
    /** The largest discount, in percent of the amount, this user may give at the till without an approval. */
    discount_limit_percent: integer('discount_limit_percent').notNull().default(0),
    /** The largest return (credit, US cents) this user may give without `pos.approve` or a manager's PIN. */
    return_limit_usd: bigint('return_limit_usd', { mode: 'number' }).notNull().default(0),
    ...auditColumns,
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), uniqueIndex('users_username_unique').on(t.username)],
)

export const permissions = pgTable('permissions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  resource: text('resource').notNull(),
  action: text('action').notNull(),
})

export const roles = pgTable('roles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  group: text('group'),
  label_en: text('label_en'),
  label_kh: text('label_kh'),
  status: boolean('status').notNull().default(true),
  /** The seeded roles' identity ('admin', 'cashier', ...): a rename never unprotects them. Null for a shop's own. */
  system_key: text('system_key').unique(),
  ...auditColumns,
})

export const rolePermissions = pgTable(
  'role_permissions',
  {
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission_id: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.role_id, t.permission_id] })],
)

export const userRoles = pgTable(
  'user_roles',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.role_id] }), index('user_roles_role_idx').on(t.role_id)],
)

/** The spec's profile fields, beside the account so the account table stays small. */
export const userProfiles = pgTable('user_profiles', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  gender: text('gender', { enum: ['male', 'female', 'other'] }),
  nationality: text('nationality'),
  address: text('address'),
  about: text('about'),
  bio: text('bio'),
  skills: text('skills').array(),
  timezone: text('timezone'),
  emergency_contact_name: text('emergency_contact_name'),
  emergency_contact_relationship: text('emergency_contact_relationship'),
  emergency_contact_phone: text('emergency_contact_phone'),
  emergency_contact_email: text('emergency_contact_email'),
})

/** The stores a user works in. */
export const userStores = pgTable(
  'user_stores',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.store_id] })],
)

/** The operational districts a user covers (SPEC §2, user coverage). */
export const userOperationalDistricts = pgTable(
  'user_operational_districts',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    operational_district_id: integer('operational_district_id')
      .notNull()
      .references(() => operationalDistricts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.operational_district_id] }),
    index('user_operational_districts_od_idx').on(t.operational_district_id),
  ],
)

/** The health facilities a user covers (SPEC §2, user coverage). */
export const userHealthFacilities = pgTable(
  'user_health_facilities',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    health_facility_id: integer('health_facility_id')
      .notNull()
      .references(() => healthFacilities.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.health_facility_id] }),
    index('user_health_facilities_facility_idx').on(t.health_facility_id),
  ],
)
