import { type core, z } from 'zod';

export const REQUIRED = 'This field is required.';
export const ENTER_TEXT = 'Please enter text.';
export const SINGLE_VALUE = 'Please give a single value.';
export const NOT_VALID = 'This value is not valid.';

type Issue = core.$ZodRawIssue;

/** A wrong type, worded by what was expected; a repeated query key (`?a=1&a=2`) arrives as a list. */
export function typeErrorMessage(issue: { input?: unknown; expected?: unknown }): string {
  if (issue.input == null) return REQUIRED;
  if (Array.isArray(issue.input) && issue.expected !== 'array') return SINGLE_VALUE;
  switch (issue.expected) {
    case 'string':
      return ENTER_TEXT;
    case 'number':
      return 'Please enter a number.';
    case 'int':
      return 'Please enter a whole number.';
    case 'boolean':
      return 'Please give true or false.';
    case 'array':
      return 'Please give a list.';
    case 'object':
      return 'Please give these details as an object.';
    default:
      return NOT_VALID;
  }
}

function sizeMessage(issue: Issue & { code: 'too_small' | 'too_big' }): string {
  const small = issue.code === 'too_small';
  const limit = Number(small ? issue.minimum : issue.maximum);
  if (issue.origin === 'string') {
    if (small) return limit <= 1 ? REQUIRED : `Please enter at least ${limit} characters.`;
    return `Please keep this under ${limit} characters.`;
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return small ? `Please give at least ${limit}.` : `Please give at most ${limit}.`;
  }
  return small ? `Please enter ${limit} or more.` : `Please enter ${limit} or less.`;
}

/**
 * The plain wording of every issue a schema has no message of its own for, so a wrong type or size
 * reads the same on every endpoint and form rather than as zod's "Invalid input: expected …".
 */
export function issueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return typeErrorMessage(issue);
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_format':
      return issue.format === 'email' ? 'Please enter a valid email address.' : NOT_VALID;
    case 'invalid_value':
      return issue.values.length <= 10
        ? `Please choose one of: ${issue.values.map(String).join(', ')}.`
        : NOT_VALID;
    case 'unrecognized_keys':
      return 'This field is not allowed.';
    default:
      return NOT_VALID;
  }
}

// Installed once, by the module every payload schema imports (text-field.ts, ids.ts); messages a
// schema gives itself still win over it.
z.config({ customError: issueMessage });
