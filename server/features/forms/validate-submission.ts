// Checks a submission against its form's definition (portal.md §3, §5) before anything is stored: every field known
// and active, once; required fields present; each value fits its type, options and length.
import type { FormFieldDefinition } from '../../event-file/sections/forms.js';
import { LIVE_LIMITS } from '../live-constants.js';

/** §5 "multiSelect: an option 'Sonstiges:' adds a free-text entry stored as 'Sonstiges: {text}'." */
export const OTHER_OPTION = 'Sonstiges:';

export interface SubmittedField {
  formFieldId: number;
  content: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function typeProblem(field: FormFieldDefinition, content: string): string | null {
  switch (field.type) {
    case 'email':
      return EMAIL.test(content) ? null : 'expected an e-mail address';
    case 'number':
      // German visitors write a decimal comma (1,5); the client allows both.
      return /^-?\d+([.,]\d+)?$/.test(content.trim()) ? null : 'expected a number';
    case 'url':
      return URL.canParse(content) && /^https?:$/.test(new URL(content).protocol)
        ? null
        : 'expected an http(s) address';
    case 'checkbox':
    case 'anonymCheckbox':
      return content === 'true' || content === 'false' ? null : "expected 'true' or 'false'";
    case 'rating':
    case 'emojiRating': {
      const max = field.type === 'rating' ? 10 : 5;
      const value = Number(content);
      return Number.isInteger(value) && value >= 1 && value <= max ? null : `expected a whole number 1-${max}`;
    }
    case 'multiSelect': {
      let values: unknown;
      try {
        values = JSON.parse(content);
      } catch {
        return 'expected a JSON list of options';
      }
      if (!Array.isArray(values) || values.length === 0 || values.some((value) => typeof value !== 'string')) {
        return 'expected a JSON list of options';
      }
      const allowsOther = field.options.includes(OTHER_OPTION);
      const unknown = (values as string[]).find(
        (value) =>
          !(field.options.includes(value) && value !== OTHER_OPTION) &&
          !(allowsOther && value.startsWith(`${OTHER_OPTION} `)),
      );
      if (unknown !== undefined) return `"${unknown.slice(0, 40)}" is not an option`;
      return new Set(values).size === values.length ? null : 'an option is chosen twice';
    }
    default:
      return null;
  }
}

/** The problems of a submission, one line each (`Field 3 (E-Mail): expected an e-mail address`); [] when valid. */
export function submissionProblems(fields: FormFieldDefinition[], submitted: SubmittedField[]): string[] {
  const active = new Map(fields.filter((field) => field.status === 'active').map((field) => [field.id, field]));
  const problems: string[] = [];
  const seen = new Set<number>();
  for (const { formFieldId, content } of submitted) {
    const field = active.get(formFieldId);
    if (!field) {
      problems.push(`Field ${formFieldId}: not a field of this form`);
      continue;
    }
    const name = `Field ${formFieldId} (${field.label})`;
    if (seen.has(formFieldId)) problems.push(`${name}: sent twice`);
    seen.add(formFieldId);
    const maxLength = field.maxLength ?? LIVE_LIMITS.formFieldLength;
    if ([...content].length > maxLength) {
      problems.push(`${name}: at most ${maxLength} characters`);
      continue;
    }
    const problem = typeProblem(field, content);
    if (problem) problems.push(`${name}: ${problem}`);
  }
  for (const field of active.values()) {
    if (!field.isRequired) continue;
    const answer = submitted.find((entry) => entry.formFieldId === field.id);
    const missing = !answer || answer.content.trim() === '' || (field.type === 'checkbox' && answer.content !== 'true');
    if (missing) problems.push(`Field ${field.id} (${field.label}): required`);
  }
  return problems;
}
