import type { MigrationObject } from '@mikro-orm/core'
import { InitialSchema } from './0001-initial.ts'
import { EmailContext } from './0002-email-context.ts'
import { DurableEventsAndPayments } from './0003-durable-events-and-payments.ts'
import { AdminAtScale } from './0004-admin-at-scale.ts'
import { OrderRequestHash } from './0005-order-request-hash.ts'
import { OrdersChangeNotices } from './0006-orders-change-notices.ts'
import { RoughEdges } from './0007-rough-edges.ts'
import { EmailOutbox } from './0008-email-outbox.ts'
import { MapEngine } from './0009-map-engine.ts'
import { AccountTokens } from './0010-account-tokens.ts'
import { AccountErasure } from './0011-account-erasure.ts'
import { CancelAndCredit } from './0012-cancel-and-credit.ts'
import { GiftDelivery } from './0013-gift-delivery.ts'
import { DeliveryStep } from './0014-delivery-step.ts'
import { Tallies } from './0016-tallies.ts'
import { EmailJobs } from './0017-email-jobs.ts'
import { ReportNamesByOrder } from './0018-report-names-by-order.ts'
import { OutboxNotify } from './0019-outbox-notify.ts'
import { EmailRetries } from './0020-email-retries.ts'
import { DraftTypesetting } from './0021-draft-typesetting.ts'
import { MapTextsExpanded } from './0022-map-texts-expanded.ts'
import { OutboxEventTypes } from './0023-outbox-event-types.ts'
import { VatRates } from './0024-vat-rates.ts'
import { CancellationRequests } from './0025-cancellation-requests.ts'
import { IssuedDocuments } from './0026-issued-documents.ts'
import { MapTextSavedEvent } from './0027-map-text-saved-event.ts'

/**
 * Every migration, in order. Create a new one with `npm run migration:create -w @shop/db -- name`,
 * rename it to the next number and add it here.
 */
export const migrationsList: MigrationObject[] = [
  { name: '0001-initial', class: InitialSchema },
  { name: '0002-email-context', class: EmailContext },
  { name: '0003-durable-events-and-payments', class: DurableEventsAndPayments },
  { name: '0004-admin-at-scale', class: AdminAtScale },
  { name: '0005-order-request-hash', class: OrderRequestHash },
  { name: '0006-orders-change-notices', class: OrdersChangeNotices },
  { name: '0007-rough-edges', class: RoughEdges },
  { name: '0008-email-outbox', class: EmailOutbox },
  { name: '0009-map-engine', class: MapEngine },
  { name: '0010-account-tokens', class: AccountTokens },
  { name: '0011-account-erasure', class: AccountErasure },
  { name: '0012-cancel-and-credit', class: CancelAndCredit },
  { name: '0013-gift-delivery', class: GiftDelivery },
  { name: '0014-delivery-step', class: DeliveryStep },
  { name: '0016-tallies', class: Tallies },
  { name: '0017-email-jobs', class: EmailJobs },
  { name: '0018-report-names-by-order', class: ReportNamesByOrder },
  { name: '0019-outbox-notify', class: OutboxNotify },
  { name: '0020-email-retries', class: EmailRetries },
  { name: '0021-draft-typesetting', class: DraftTypesetting },
  { name: '0022-map-texts-expanded', class: MapTextsExpanded },
  { name: '0023-outbox-event-types', class: OutboxEventTypes },
  { name: '0024-vat-rates', class: VatRates },
  { name: '0025-cancellation-requests', class: CancellationRequests },
  { name: '0026-issued-documents', class: IssuedDocuments },
  { name: '0027-map-text-saved-event', class: MapTextSavedEvent },
]
