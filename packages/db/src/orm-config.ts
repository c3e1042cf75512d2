import { Migrator } from '@mikro-orm/migrations'
import { defineConfig, type Options } from '@mikro-orm/postgresql'
import {
  AccountToken,
  CancellationRequest,
  ContactMessage,
  Counter,
  Coupon,
  CouponRedemption,
  DeliveryReminder,
  EmailLog,
  IssuedDocument,
  MapText,
  Order,
  Tally,
  OutboxEvent,
  Payment,
  RefreshToken,
  Report,
  Setting,
  TenantMembership,
  User,
  VatRate,
} from './entities/index.ts'
import { migrationsList } from './migrations/index.ts'

export const entities = [
  User,
  TenantMembership,
  RefreshToken,
  AccountToken,
  Setting,
  Counter,
  Coupon,
  Order,
  Tally,
  Report,
  CouponRedemption,
  OutboxEvent,
  EmailLog,
  ContactMessage,
  DeliveryReminder,
  Payment,
  MapText,
  VatRate,
  CancellationRequest,
  IssuedDocument,
]

export function ormConfig(databaseUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl: databaseUrl,
    entities,
    extensions: [Migrator],
    // Migrations are imported, not discovered on disk, so they run the same under tsx, in tests
    // and in the container image; snapshots are off because production never generates migrations.
    migrations: {
      migrationsList,
      snapshot: false,
      snapshotOnMigrate: false,
      silent: true,
      allOrNothing: true,
    },
    // Triggers and their functions are written by hand in the migrations (notices, tallies); the
    // entities describe tables, columns, keys, indexes and checks, which the schema test compares.
    schemaGenerator: { ignoreTriggers: true, ignoreRoutines: true },
    pool: { min: 0, max: 10 },
    ...overrides,
  })
}
