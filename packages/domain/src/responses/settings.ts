/** A row of the managers' settings list. */
export interface Setting {
  setting_key: string
  setting_value: string
}

/** GET /api/settings/public: what every page may show: the price before VAT and the VAT rate in force today (percent), as numbers. */
export interface PublicSettings {
  map_price: number
  vat_rate: number
  /**
   * One map's price as consumers are shown it, with VAT at today's rate, written as the pages
   * show it: the server works it out, so the home page's first load carries no money code.
   */
  map_price_with_vat: string
  contact_email: string
  contact_phone: string
  /**
   * The seller the footer and the checkout name (Consumer Protection Law s.14ג), as one line, or
   * a note that it will be named before sales open. Written by the server, so the pages' first
   * load carries no copy of the rule that checks a dealer number.
   */
  seller_identity: string
  accessibility_coordinator_name: string
  accessibility_coordinator_phone: string
  accessibility_coordinator_email: string
  /** Drafts go out as soon as they are made, so the map arrives within minutes. */
  maps_auto_approve: boolean
  /** Customers may order and pay (checkout-open.ts in the API: closed in production until invoices can be issued). */
  checkout_open: boolean
}
