/**
 * The widget settings of chat-widget.md §6 that gate the UI. Unset flags take the defaults below: a flag the spec
 * phrases as "X false hides ..." is on unless set to false.
 */
export interface WidgetSettings {
  enable_sending_messages: boolean;
  show_user_presence: boolean;
  show_typing_indicators: boolean;
  show_delivery_read_indicators: boolean;
  show_emojis_in_larger_size: boolean;
  join_or_leave_groups: boolean;
  create_groups: boolean;
  /** 'all' or 'friends' (§5 "friendsOnly is on when sidebar user_listing is friends"). */
  user_listing: 'all' | 'friends';
  hide_join_leave_notifications: boolean;
  show_call_notifications: boolean;
  enable_voice_calling: boolean;
  enable_video_calling: boolean;
  enable_threaded_replies: boolean;
  enable_message_translation: boolean;
  allow_message_reactions: boolean;
  enable_message_editing: boolean;
  enable_message_deleting: boolean;
  view_group_members: boolean;
  allow_kick_ban_members: boolean;
  allow_promote_demote_members: boolean;
  allow_add_members: boolean;
  allow_delete_groups: boolean;
  view_shared_media: boolean;
  block_user: boolean;
}

export const DEFAULT_WIDGET_SETTINGS: WidgetSettings = {
  enable_sending_messages: true,
  show_user_presence: true,
  show_typing_indicators: true,
  show_delivery_read_indicators: true,
  show_emojis_in_larger_size: true,
  join_or_leave_groups: true,
  create_groups: true,
  user_listing: 'all',
  hide_join_leave_notifications: false,
  show_call_notifications: true,
  enable_voice_calling: true,
  enable_video_calling: true,
  enable_threaded_replies: true,
  enable_message_translation: true,
  allow_message_reactions: true,
  enable_message_editing: true,
  enable_message_deleting: true,
  view_group_members: true,
  allow_kick_ban_members: true,
  allow_promote_demote_members: true,
  allow_add_members: true,
  allow_delete_groups: true,
  view_shared_media: true,
  block_user: true,
};

/** §2 "In the embedded panel, audio and video call buttons are off; ... create_groups and join_or_leave_groups false." */
export const EMBEDDED_PANEL_OVERRIDES: Partial<WidgetSettings> = {
  enable_voice_calling: false,
  enable_video_calling: false,
  create_groups: false,
  join_or_leave_groups: false,
};

export function resolveWidgetSettings(given: Partial<WidgetSettings> | undefined, embedded: boolean): WidgetSettings {
  return { ...DEFAULT_WIDGET_SETTINGS, ...given, ...(embedded ? EMBEDDED_PANEL_OVERRIDES : {}) };
}
