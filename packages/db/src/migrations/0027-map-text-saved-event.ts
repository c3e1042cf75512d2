import { Migration } from '@mikro-orm/migrations'

/** The outbox takes 'map-text.saved', in the order the entity lists the types. */
export class MapTextSavedEvent extends Migration {
  override name = '0027-map-text-saved-event'

  override up(): void {
    this.addSql(`alter table "outbox_events" drop constraint "outbox_events_type_check";`)
    this.addSql(
      `alter table "outbox_events" add constraint "outbox_events_type_check" check ("type" in ('order.created', 'order.paid', 'report.ready', 'order.ready', 'order.cancelled', 'email.delivered', 'contact.received', 'user.deleted', 'map-text.saved', 'email.requested'));`,
    )
  }
}
