// The store's tables as Kysely sees them. Timestamps are ISO-8601 UTC strings and JSON is text on both dialects,
// so rows read the same from SQLite and PostgreSQL (docs/decisions/0002-store-dialects.md).
import type { Generated, Insertable, Kysely, Selectable } from 'kysely';

export interface SettingsTable {
  key: string;
  value: string;
}

export interface ProjectsTable {
  /** The id from the event file, not generated. */
  id: number;
  code: string;
  name: string;
  starts_at: string;
  ends_at: string;
  parent_id: number | null;
}

export interface TicketCategoriesTable {
  code: string;
  name: string;
}

/** One row (id 1). lines and modal are JSON text. */
export interface WelcomeTable {
  id: number;
  title: string | null;
  subtitle: string | null;
  lines: string;
  modal: string | null;
}

/** One row (id 1): the portal's runtime configuration as JSON text. */
export interface PortalConfigTable {
  id: number;
  config: string;
}

export interface CustomersTable {
  id: Generated<number>;
  email: string | null;
  password_hash: string | null;
  firstname: string | null;
  lastname: string | null;
  ticket: string | null;
  alias: string | null;
  ticket_category_code: string | null;
  custom_attributes: string;
  anonymous_customer_id: string | null;
  created_at: string;
}

export interface TrackingEventsTable {
  id: Generated<number>;
  event: string;
  target_type: string;
  target: string;
  customer_id: number | null;
  anonymous_customer_id: string | null;
  created_at: string;
}

/** A stream from the event file; params, actions and chat are JSON text, booleans 0 or 1. */
export interface StreamsTable {
  code: string;
  /** The order in the event file; a project's first stream is its default. */
  position: number;
  project_id: number | null;
  platform: string;
  type: string;
  params: string;
  actions: string;
  show_visitor_count: number;
  single_session_per_customer: number;
  chat: string | null;
  content: string | null;
  nav_title: string | null;
  failure_text: string | null;
}

/** Who watches a stream: one row per stream and visitor, refreshed by every ping. */
export interface StreamPresenceTable {
  stream_code: string;
  /** c:{customerId} for a session's customer, a:{anonymousCustomerId} otherwise. */
  visitor_key: string;
  /** Which session of the customer pinged (a hash of its token); null without a session. */
  session_key: string | null;
  last_seen_at: string;
}

export interface Database {
  settings: SettingsTable;
  projects: ProjectsTable;
  ticket_categories: TicketCategoriesTable;
  welcome: WelcomeTable;
  portal_config: PortalConfigTable;
  customers: CustomersTable;
  tracking_events: TrackingEventsTable;
  streams: StreamsTable;
  stream_presence: StreamPresenceTable;
}

export type Db = Kysely<Database>;
export type Customer = Selectable<CustomersTable>;
export type NewCustomer = Insertable<CustomersTable>;
export type Project = Selectable<ProjectsTable>;
