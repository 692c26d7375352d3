import i18next from 'i18next';
import type { RegisterFieldRule } from '@portal/contract';
import {
  checkField,
  fieldLabelKey,
  fieldPatterns,
  formatFieldError,
  lengthRange,
  type FieldError,
  type PatternId,
} from '@portal/contract/field-rules';

/** Translates a field-rule error (the label first, then the message). */
export function fieldErrorText(error: FieldError): string {
  return formatFieldError(error, (key, vars) => i18next.t(key as 'validation.required', vars ?? {}));
}

const builtIn = (
  name: string,
  patternId: PatternId,
  minLength: number,
  maxLength: number,
  type = 'text',
): RegisterFieldRule => ({
  name,
  enabled: true,
  required: true,
  acceptedPattern: fieldPatterns[patternId].pattern,
  patternId,
  minLength,
  maxLength,
  type,
});

/** Rules for fields a form needs even when the merchant sends none for them. */
const fallbacks: Record<string, RegisterFieldRule> = {
  username: builtIn('username', 'LETTER_FIRST_ALNUM', 6, 16),
  // Decision 0013: the default password rule, as the server seeds it.
  password: builtIn('password', 'NO_SPACES', 8, 128, 'password'),
  confirmPassword: builtIn('confirmPassword', 'ANY', 1, 256, 'password'),
  mobileNum: builtIn('mobileNum', 'DIGITS', 5, 15, 'tel'),
  email: builtIn('email', 'EMAIL', 5, 128, 'email'),
  // Spec section 5: the SMS code is required when SMS verification is on, length 0 to 255.
  verificationCode: builtIn('verificationCode', 'ANY', 0, 255),
};

/** The merchant's rule of a field, or the built-in one; `forceShown` turns it on and required. */
export function ruleOf(
  rules: readonly RegisterFieldRule[],
  name: string,
  forceShown = false,
): RegisterFieldRule | undefined {
  const rule = rules.find((r) => r.name === name) ?? fallbacks[name];
  if (!rule) return undefined;
  return forceShown ? { ...rule, enabled: true, required: true } : rule;
}

/** Checks one value against a rule and gives the text of the error, or null. */
export function checkText(rule: RegisterFieldRule | undefined, value: string, label?: string): string | null {
  if (!rule) return null;
  const error = checkField(rule, value);
  if (!error) return null;
  // A label given as text replaces the rule's label key.
  if (label) return i18next.t(error.key as 'validation.required', { ...error.vars, field: label });
  return fieldErrorText(error);
}

/** "{{field}} cannot be empty" with a label that is already text. */
export function requiredText(label: string): string {
  return i18next.t('validation.required', { field: label });
}

/**
 * Login password length: at least the password rule's minimum (6 at most, so passwords set under older,
 * shorter rules still log in) and at most 256, what the login call accepts (decision 0013).
 */
export function loginPasswordError(rules: readonly RegisterFieldRule[], password: string): string | null {
  const rule = rules.find((r) => r.name === 'password');
  const min = Math.min(6, rule?.minLength ?? 6);
  const max = LOGIN_PASSWORD_MAX;
  const length = [...password].length;
  if (length >= min && length <= max) return null;
  return i18next.t('validation.length', {
    field: i18next.t('fields.password'),
    range: lengthRange(min, max),
  });
}

/** The longest password the login call takes. */
const LOGIN_PASSWORD_MAX = 256;

/**
 * A field error the server sent (`request_param_err`, value `{field: text}`): an i18n key such as
 * `validation.pattern.LETTER_FIRST_ALNUM`, or a short word (`required`, `pattern`, `inconsistent`).
 */
export function serverFieldText(
  rules: readonly RegisterFieldRule[],
  field: string,
  sent: unknown,
  label?: string,
): string {
  // A new password (change, reset) follows the password rule.
  const rule = ruleOf(rules, field === 'newPassword' ? 'password' : field);
  const fieldLabel = label ?? i18next.t(fieldLabelKey(field) as 'fields.username');
  const vars = {
    field: fieldLabel,
    min: rule?.minLength ?? '',
    max: rule?.maxLength ?? '',
    range: rule ? lengthRange(rule.minLength, rule.maxLength) : '',
  };
  const key = typeof sent === 'string' ? sent : '';
  if (key === 'required') return i18next.t('validation.required', vars);
  if (key === 'inconsistent') return i18next.t('validation.passwordsInconsistent');
  if (key === 'pattern' && rule)
    return i18next.t(`validation.pattern.${rule.patternId}` as 'validation.required', vars);
  if (key && i18next.exists(key)) return i18next.t(key as 'validation.required', vars);
  if (key.startsWith('errors.') || i18next.exists(`errors.${key}`))
    return i18next.t((key.startsWith('errors.') ? key : `errors.${key}`) as 'errors.network');
  return key || i18next.t('validation.inputEmpty');
}

/** The field errors of a `request_param_err` answer, as texts. */
export function serverFieldErrors(
  rules: readonly RegisterFieldRule[],
  value: unknown,
  labels: Record<string, string> = {},
): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([field, sent]) => [
      field,
      serverFieldText(rules, field, sent, labels[field]),
    ]),
  );
}

/** A new password against the password rule, and its confirmation against it (change and reset). */
export function newPasswordErrors(
  rules: readonly RegisterFieldRule[],
  newPassword: string,
  confirm: string,
  labels: { newPassword: string; confirmNewPassword: string },
): { newPassword: string | null; confirmNewPassword: string | null } {
  return {
    newPassword: checkText(ruleOf(rules, 'password', true), newPassword, labels.newPassword),
    confirmNewPassword: !confirm
      ? requiredText(labels.confirmNewPassword)
      : confirm !== newPassword
        ? i18next.t('validation.passwordsInconsistent')
        : null,
  };
}
