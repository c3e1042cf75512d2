import { Migration } from '@mikro-orm/migrations'

/**
 * Sending a map's delivery e-mail records `email.delivered`, whose handler completes the order,
 * so the sender only sends and the completion is retried like every other event's consequences.
 */
export class DeliveryStep extends Migration {
  override name = '0014-delivery-step'

  override up(): void {
    this.addSql(`alter table "outbox_events" drop constraint "outbox_events_type_check";`)
    this.addSql(
      `alter table "outbox_events" add constraint "outbox_events_type_check" check ("type" in ('order.created', 'order.paid', 'report.ready', 'order.ready', 'order.cancelled', 'email.requested', 'email.delivered', 'contact.received', 'user.deleted'));`,
    )
  }
}
