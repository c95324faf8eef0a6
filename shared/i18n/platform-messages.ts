// The platform's messages a shopper may read (a refused sign-in, a used reset link, …) in the view's language.
// The platform answers in English, as vue-storefront-api and Magento do (shared/contract/user.ts holds its texts);
// the browser matches a refusal against these and shows the view's words, or the platform's own text when it is
// none of them (a Magento behind API_UPSTREAM may say other things). Patterns, not imports: the contract module
// carries zod schemas the browser need not download; tests/shared/i18n/platform-messages.test.ts keeps the two
// in step.
import type { MessageKey } from './ru';

interface PlatformMessage {
  pattern: RegExp;
  key: MessageKey;
  /** The numbers a message carries, by the placeholder name of the view's text. */
  params?: (match: RegExpExecArray) => Record<string, number>;
}

const PLATFORM_MESSAGES: readonly PlatformMessage[] = [
  {
    pattern: /^A customer with the same email address already exists in an associated website\.$/,
    key: 'platform.duplicateEmail',
  },
  {
    pattern: /^You did not sign in correctly or your account is temporarily disabled\.$/,
    key: 'platform.signInFailed',
  },
  { pattern: /^The password token is mismatched\. Reset and try again\.$/, key: 'platform.resetTokenMismatch' },
  { pattern: /^The password token is expired\. Reset and try again\.$/, key: 'platform.resetTokenExpired' },
  { pattern: /^The password doesn't match this account\.$/, key: 'platform.passwordMismatch' },
  {
    pattern: /^Too many attempts\. Please wait (\d+) minutes? and try again\.$/,
    key: 'platform.tooManyAttempts',
    params: (match) => ({ minutes: Number(match[1]) }),
  },
  {
    pattern: /^Only (\d+) products of this type are available\.$/,
    key: 'product.onlyAvailable',
    params: (match) => ({ maxQuantity: Number(match[1]) }),
  },
];

/** The view's message key (and its numbers) for a text the platform answered, or null for any other text. */
export function platformMessage(text: string): { key: MessageKey; params: Record<string, number> } | null {
  for (const message of PLATFORM_MESSAGES) {
    const match = message.pattern.exec(text);
    if (match) return { key: message.key, params: message.params?.(match) ?? {} };
  }
  return null;
}
