// In-chat polls (chat-widget.md §3 "Poll (extension data): id, question, options (text, count, voters keyed by uid),
// results.total"; §5 "Create poll"): the rules and the results' shape, one for the server and the in-memory provider.
import { MAX_POLL_OPTIONS, POLL_OPTION_MAX_LENGTH, POLL_QUESTION_MAX_LENGTH } from './chat-limits.js';
import { RICH_MESSAGE_CODES } from './rich-message-codes.js';

/** What a poll message carries in data.customData. */
export interface ChatPollDefinition {
  question: string;
  options: string[];
}

/** metadata.polls of a poll message: the options keyed "1", "2", … with their counts and voters. */
export interface PollResults {
  id: string;
  question: string;
  options: Record<string, { text: string; count: number; voters: Record<string, { name: string }> }>;
  results: { total: number };
}

/**
 * §5 after trimming: the question and the first two options must not be blank (further blank options are left
 * out); our bounds on lengths and count. Answers the poll, or the code of what is wrong.
 */
export function checkedPoll(question: string, options: readonly string[]): ChatPollDefinition | { code: string } {
  const trimmedQuestion = question.trim();
  if (trimmedQuestion === '') return { code: RICH_MESSAGE_CODES.pollQuestionBlank };
  const trimmed = options.map((option) => option.trim());
  const [first = '', second = ''] = trimmed;
  if (first === '' || second === '') return { code: RICH_MESSAGE_CODES.pollOptionBlank };
  const kept = [first, second, ...trimmed.slice(2).filter((option) => option !== '')];
  if (
    trimmedQuestion.length > POLL_QUESTION_MAX_LENGTH ||
    kept.length > MAX_POLL_OPTIONS ||
    kept.some((option) => option.length > POLL_OPTION_MAX_LENGTH)
  ) {
    return { code: RICH_MESSAGE_CODES.pollTooLarge };
  }
  return { question: trimmedQuestion, options: kept };
}

/** The poll of a message's customData, if it is one. */
export function pollOf(customData: Record<string, unknown> | undefined): ChatPollDefinition | null {
  const question = customData?.['question'];
  const options = customData?.['options'];
  if (typeof question !== 'string' || !Array.isArray(options)) return null;
  return { question, options: options.filter((option): option is string => typeof option === 'string') };
}

/** metadata.polls from the poll and its votes (each voter's one vote: option 1 is the first). */
export function pollResults(
  id: number,
  poll: ChatPollDefinition,
  votes: readonly { uid: string; name: string; option: number }[],
): PollResults {
  const options: PollResults['options'] = {};
  poll.options.forEach((text, index) => {
    options[String(index + 1)] = { text, count: 0, voters: {} };
  });
  let total = 0;
  for (const vote of votes) {
    const option = options[String(vote.option)];
    if (!option) continue;
    option.count += 1;
    option.voters[vote.uid] = { name: vote.name };
    total += 1;
  }
  return { id: String(id), question: poll.question, options, results: { total } };
}
