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
  /** Null until the activation link is followed (0002-accounts). */
  activated_at: Generated<string | null>;
  /** 'registration', 'event-file', 'host' (a host site's chat user) or null (0002-accounts). */
  source: Generated<string | null>;
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

export interface CustomerSessionsTable {
  id: string;
  customer_id: number;
  created_at: string;
  /** When a request last used the session, written at most once a minute per process (sessions.ts). */
  last_seen_at: string;
}

export interface AccountTokensTable {
  /** SHA-256 of the token, hex. */
  hash: string;
  purpose: 'activation' | 'reset' | 'login-link';
  customer_id: number;
  expires_at: string;
  used_at: string | null;
}

export interface InvitesTable {
  code: string;
  max_uses: number;
  uses: Generated<number>;
  source: 'event-file' | 'cli';
  created_at: string;
}

export interface RegistrationsTable {
  id: Generated<number>;
  first_name: string;
  email: string;
  custom_attributes: string;
  anonymous_customer_id: string | null;
  created_at: string;
}

/** params is JSON text: the poll's display and rule parameters from the event file (polls/poll-params.ts). */
export interface PollsTable {
  id: Generated<number>;
  code: string;
  type: string;
  status: string;
  params: string;
  last_clear_date: string | null;
}

export interface PollItemsTable {
  id: Generated<number>;
  poll_id: number;
  sequence_id: number;
  label: string;
  image: string | null;
  status: string;
}

export interface PollVotesTable {
  id: Generated<number>;
  poll_id: number;
  poll_item_id: number;
  voter: string;
  slot: number;
  token: string;
  created_at: string;
}

export interface PollVotersTable {
  poll_id: number;
  voter: string;
  answers: Generated<number>;
}

export interface PollWordsTable {
  id: Generated<number>;
  poll_id: number;
  voter: string;
  answer_key: string;
  /** The normalised word the cloud counts by. */
  word: string;
  /** The word as its sender typed it (migration 0019 fills it for older rows; nullable as an added column). */
  typed: string | null;
  created_at: string;
}

/** A Q&A of the event file (0028-qa); params is JSON text (features/qa/qa-params.ts). */
export interface QasTable {
  id: Generated<number>;
  code: string;
  /** open or closed (visitors read a closed one, and ask and upvote nothing). */
  status: string;
  params: string;
  highlighted_question_id: number | null;
}

export interface QaQuestionsTable {
  id: Generated<number>;
  qa_id: number;
  /** The voter key of who asked (features/voter.ts). */
  asker: string;
  author_name: string | null;
  /** What visitors see: after the moderation filters, or as an operator edited it. */
  text: string;
  /** As the visitor typed it. */
  original_text: string;
  /** pending, approved, rejected, archived or merged. */
  status: string;
  /** 1 once the operator marked it answered. */
  answered: Generated<number>;
  reply: string | null;
  /** A merged duplicate: the question it went into. */
  merged_into: number | null;
  created_at: string;
  /** When visitors first saw it: asked in an unmoderated Q&A, or approved. */
  published_at: string | null;
}

export interface QaUpvotesTable {
  question_id: number;
  voter: string;
  created_at: string;
}

export interface ConversionCardsTable {
  id: Generated<number>;
  code: string;
  type: string;
  name: string;
  sequence_id: number;
  /** JSON text: the portal paths the card shows on; [] for every path. */
  paths: string;
  params: string;
  /** 1 shown, 0 hidden (the operator's show and hide). */
  visible: number;
  rotation: Generated<number>;
}

export interface ClicksTable {
  id: Generated<number>;
  voter: string;
  created_at: string;
}

export interface EmojisTable {
  id: Generated<number>;
  code: string;
  name: string;
  image: string;
  sequence_id: number;
  status: string;
}

export interface FormsTable {
  id: Generated<number>;
  code: string;
  title: string | null;
  description: string | null;
  hide_form_author: number;
  /** JSON text: the field definitions (features/forms/form-definition.ts). */
  fields: string;
  status: string;
}

export interface FormSubmissionsTable {
  id: Generated<number>;
  form_id: number;
  author: string | null;
  voter: string;
  /** JSON text: [{ formFieldId, content }]. */
  answers: string;
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

/** A content page of /pages; content is JSON text: titleImg, navTitle, preText, content, buttons, bottomGraphics. */
export interface ContentPagesTable {
  id: Generated<number>;
  code: string;
  name: string;
  cover_img: string;
  sequence_id: number;
  status: string;
  /** JSON text: the ticket category codes that see the page; [] for every visitor. */
  ticket_categories: string;
  content: string;
}

export interface MediaCategoriesTable {
  id: Generated<number>;
  code: string;
  name: string;
  sequence_id: number;
  content: string | null;
  more_content: string | null;
}

export interface MediaTable {
  id: Generated<number>;
  code: string;
  category_id: number;
  type: string;
  title: string;
  video_id: string;
  thumbnail_large: string | null;
  sequence_id: number;
  status: string;
}

/** A custom page from the event file; elements and ticket_categories are JSON text, requires_login 0 or 1. */
export interface CustomPagesTable {
  path: string;
  title: string;
  status: string;
  scheduling_mode: string;
  starts_at: string | null;
  ends_at: string | null;
  password_hash: string | null;
  requires_login: number;
  ticket_categories: string;
  elements: string;
  rev_no: number;
}

export interface ChatConversationsTable {
  id: string;
  type: 'user' | 'group';
  last_message_id: number | null;
  created_at: string;
}

/** A chat message (0005-chat): times in epoch seconds; data and action are JSON text. */
export interface ChatMessagesTable {
  id: Generated<number>;
  conversation_id: string;
  muid: string | null;
  sender_uid: string;
  receiver_id: string;
  receiver_type: 'user' | 'group';
  category: string;
  type: string;
  text: string | null;
  data: string | null;
  action: string | null;
  parent_id: number | null;
  sent_at: number;
  edited_at: number | null;
  deleted_at: number | null;
  /** The moderation filters' extension data as JSON (0012-chat-blocking); null: none ran. */
  moderation: string | null;
}

/** One edit or deletion of a message, in the order they happened (the change feed a reconnecting client reads). */
export interface ChatMessageChangesTable {
  id: Generated<number>;
  message_id: number;
  conversation_id: string;
}

export interface ChatParticipantsTable {
  conversation_id: string;
  uid: string;
  /** A group member's role; null in a one-to-one conversation. */
  scope: string | null;
  read_up_to: Generated<number>;
  read_at: number | null;
  delivered_up_to: Generated<number>;
  delivered_at: number | null;
}

export interface ChatGroupsTable {
  guid: string;
  name: string;
  type: 'public' | 'private' | 'password';
  password_hash: string | null;
  owner_uid: string;
  created_at: number;
}

/** A user banned from a group (0011-chat-group-admin), with the scope they had; times in epoch seconds. */
export interface ChatGroupBansTable {
  guid: string;
  uid: string;
  scope: string;
  banned_by: string;
  banned_at: number;
}

export interface ChatPresenceTable {
  uid: string;
  last_active_at: number;
}

/** A host site's user (POST /chat/tokens): the customer that stands for them in the chat (0009-chat-host-users). */
export interface ChatHostUsersTable {
  host_uid: string;
  customer_id: number;
  avatar: string | null;
  /** A JSON object, the host's own data about its user. */
  metadata: string | null;
  created_at: string;
  updated_at: string;
}

/** One direction of a mutual friendship: both are written and deleted together. */
export interface ChatFriendsTable {
  customer_id: number;
  friend_id: number;
  created_at: string;
}

/** uid blocked another chat user (0012-chat-blocking); epoch seconds. */
export interface ChatBlocksTable {
  blocker_uid: string;
  blocked_uid: string;
  created_at: number;
}

/** A message a user reported to the event's operators (0012-chat-blocking); epoch seconds. */
export interface ChatReportsTable {
  id: Generated<number>;
  message_id: number;
  reporter_uid: string;
  reason: string;
  created_at: number;
}

/** A user an operator banned from the event's whole chat (0012-chat-blocking). */
export interface ChatEventBansTable {
  uid: string;
  banned_at: number;
}

/** One reaction of one user to a message (0013-chat-rich). */
export interface ChatReactionsTable {
  message_id: number;
  emoji: string;
  uid: string;
  name: string;
  reacted_at: number;
}

/** One user's vote in an in-chat poll (0013-chat-rich). */
export interface ChatPollVotesTable {
  message_id: number;
  uid: string;
  name: string;
  option_index: number;
  voted_at: number;
}

/** Operator accounts of the console (migration 0016). */
export interface OperatorsTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  role: string;
  source: string;
  created_at: string;
}

export interface OperatorSessionsTable {
  token_hash: string;
  operator_id: number;
  expires_at: string;
}

/** A one-time login link of an operator (migration 0022): the token's SHA-256, used once before it expires. */
export interface OperatorLoginLinksTable {
  token_hash: string;
  operator_id: number;
  expires_at: string;
  used_at: string | null;
}

export interface OperatorAuditTable {
  id: Generated<number>;
  actor: string;
  action: string;
  target: string;
  reason: string | null;
  at: string;
}

/** One call session (migration 0018): its two sides, their sockets and where it stands (shared/chat/calls.ts). */
export interface ChatCallsTable {
  session_id: string;
  call_type: string;
  initiator_uid: string;
  receiver_uid: string;
  status: string;
  initiator_socket: string;
  receiver_socket: string | null;
  initiated_at: number;
  joined_at: number | null;
  ended_at: number | null;
  /** The server process each side's socket is on (migration 0026); null for the callee until it accepts. */
  initiator_process: string | null;
  receiver_process: string | null;
}

/** Each live server process's last heartbeat (migration 0026): calls of a process not seen lately are ended. */
export interface ChatCallProcessesTable {
  process_id: string;
  seen_at: number;
}

/** A login, by how it was made (0020-audience): no customer, only the kind and the time. */
export interface LoginEventsTable {
  id: Generated<number>;
  login_type: string;
  created_at: string;
}

/** A stream's viewers in one minute (YYYY-MM-DDTHH:MM): the highest count sampled in it. */
export interface StreamViewerSamplesTable {
  stream_code: string;
  minute: string;
  viewers: number;
}

/** Who has seen a form: one row per form and voter, at the first view. */
export interface FormViewsTable {
  form_id: number;
  voter: string;
  created_at: string;
}

/** A meeting: a direct call in a group (migration 0023). */
export interface ChatMeetingsTable {
  session_id: string;
  guid: string;
  starter_uid: string;
  started_at: number;
}

/** Who takes part in a meeting now, from which socket; `id` orders the joins. */
export interface ChatMeetingParticipantsTable {
  id: Generated<number>;
  session_id: string;
  uid: string;
  socket_id: string;
  joined_at: number;
  /** The server process the socket is on (migration 0027); null for rows from before it. */
  process_id: string | null;
}

export interface Database {
  settings: SettingsTable;
  projects: ProjectsTable;
  ticket_categories: TicketCategoriesTable;
  welcome: WelcomeTable;
  portal_config: PortalConfigTable;
  customers: CustomersTable;
  tracking_events: TrackingEventsTable;
  customer_sessions: CustomerSessionsTable;
  account_tokens: AccountTokensTable;
  invites: InvitesTable;
  registrations: RegistrationsTable;
  polls: PollsTable;
  poll_items: PollItemsTable;
  poll_votes: PollVotesTable;
  poll_voters: PollVotersTable;
  poll_words: PollWordsTable;
  conversion_cards: ConversionCardsTable;
  card_clicks: ClicksTable & { card_code: string };
  emojis: EmojisTable;
  emoji_clicks: ClicksTable & { emoji_code: string };
  forms: FormsTable;
  form_submissions: FormSubmissionsTable;
  streams: StreamsTable;
  stream_presence: StreamPresenceTable;
  content_pages: ContentPagesTable;
  media_categories: MediaCategoriesTable;
  media: MediaTable;
  custom_pages: CustomPagesTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  chat_message_changes: ChatMessageChangesTable;
  chat_participants: ChatParticipantsTable;
  chat_groups: ChatGroupsTable;
  chat_group_bans: ChatGroupBansTable;
  chat_presence: ChatPresenceTable;
  chat_host_users: ChatHostUsersTable;
  chat_friends: ChatFriendsTable;
  chat_blocks: ChatBlocksTable;
  chat_calls: ChatCallsTable;
  chat_call_processes: ChatCallProcessesTable;
  chat_reports: ChatReportsTable;
  chat_event_bans: ChatEventBansTable;
  chat_reactions: ChatReactionsTable;
  chat_poll_votes: ChatPollVotesTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  operator_audit: OperatorAuditTable;
  login_events: LoginEventsTable;
  stream_viewer_samples: StreamViewerSamplesTable;
  form_views: FormViewsTable;
  chat_meetings: ChatMeetingsTable;
  chat_meeting_participants: ChatMeetingParticipantsTable;
  operator_login_links: OperatorLoginLinksTable;
  qas: QasTable;
  qa_questions: QaQuestionsTable;
  qa_upvotes: QaUpvotesTable;
}

export type Db = Kysely<Database>;
export type Customer = Selectable<CustomersTable>;
export type NewCustomer = Insertable<CustomersTable>;
export type Project = Selectable<ProjectsTable>;
