// Every migration, in order. Names are NNNN-what; the Migrator runs them by name.
import type { Migration } from 'kysely';
import { initial } from './0001-initial.js';
import { accounts } from './0002-accounts.js';
import { streams } from './0003-streams.js';
import { live } from './0004-live.js';
import { chat } from './0005-chat.js';
import { customPages } from './0006-custom-pages.js';
import { content } from './0007-content.js';
import { sessionActivity } from './0008-session-activity.js';
import { chatHostUsers } from './0009-chat-host-users.js';
import { chatPeople } from './0010-chat-people.js';
import { chatGroupAdmin } from './0011-chat-group-admin.js';
import { chatBlocking } from './0012-chat-blocking.js';
import { chatRich } from './0013-chat-rich.js';
import { operators } from './0016-operators.js';
import { chatCalls } from './0018-chat-calls.js';
import { wordCase } from './0019-word-case.js';
import { audience } from './0020-audience.js';
import { operatorLoginLinks } from './0022-operator-login-links.js';
import { chatMeetings } from './0023-chat-meetings.js';
import { chatCallProcesses } from './0026-chat-call-processes.js';
import { chatMeetingProcesses } from './0027-chat-meeting-processes.js';
import { qa } from './0028-qa.js';

export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-accounts': accounts,
  '0003-streams': streams,
  '0004-live': live,
  '0005-chat': chat,
  '0006-custom-pages': customPages,
  '0007-content': content,
  '0008-session-activity': sessionActivity,
  '0009-chat-host-users': chatHostUsers,
  '0010-chat-people': chatPeople,
  '0011-chat-group-admin': chatGroupAdmin,
  '0012-chat-blocking': chatBlocking,
  '0013-chat-rich': chatRich,
  '0016-operators': operators,
  '0018-chat-calls': chatCalls,
  '0019-word-case': wordCase,
  '0020-audience': audience,
  '0022-operator-login-links': operatorLoginLinks,
  '0023-chat-meetings': chatMeetings,
  '0026-chat-call-processes': chatCallProcesses,
  '0027-chat-meeting-processes': chatMeetingProcesses,
  '0028-qa': qa,
};
