// The formatter: `{name}` placeholders and ICU-style plurals, `{count, plural, one {# товар} few {# товара} many
// {# товаров} other {# товара}}` (the forms of the view's locale by Intl.PluralRules, `#` the number, `=0` an exact
// match; no braces inside a form), one dictionary per store view. Dictionaries are registered rather
// than imported here, so a page ships only its own view's texts (ADR 017) and only the groups it shows (ADR 064):
// the server registers every view's whole dictionary (./all-dictionaries.ts), the browser loads the current view's
// groups as its code needs them (./load-messages.ts).
import { STORE_VIEWS, type StoreCode } from '#shared/config/store-views.ts';
import { MESSAGE_GROUPS, type MessageGroup } from './message-groups';
import type { Dictionary, MessageKey } from './ru';

/** The console line a text shown before its group was loaded starts with (the browser tests fail on it). */
export const MISSING_MESSAGE = '[i18n]';

interface ViewMessages {
  texts: Partial<Dictionary>;
  groups: Set<MessageGroup>;
}

const views: Partial<Record<StoreCode, ViewMessages>> = {};

export type Params = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: Params) => string;

/** A view's whole dictionary: every group at once (the server, the tests). */
export function registerDictionary(storeCode: StoreCode, dictionary: Dictionary): void {
  views[storeCode] = { texts: dictionary, groups: new Set(MESSAGE_GROUPS) };
}

/** One group of a view's texts, as the browser loads them. */
export function registerMessages(storeCode: StoreCode, group: MessageGroup, texts: Partial<Dictionary>): void {
  const view = (views[storeCode] ??= { texts: {}, groups: new Set() });
  Object.assign(view.texts, texts);
  view.groups.add(group);
}

export function hasMessages(storeCode: StoreCode, group: MessageGroup): boolean {
  return views[storeCode]?.groups.has(group) ?? false;
}

/** `{count, plural, one {…} other {…}}`: the parameter and its forms. */
const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const PLURAL_FORM = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;
const pluralRules = new Map<string, Intl.PluralRules>();

/** The form of `count` among `forms` in `locale`: an exact `=N` first, then the locale's category, then `other`. */
function pluralForm(locale: string, count: number, forms: string): string {
  const byName = new Map([...forms.matchAll(PLURAL_FORM)].map(([, name = '', text = '']) => [name, text]));
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  const text = byName.get(`=${count}`) ?? byName.get(rules.select(count)) ?? byName.get('other') ?? '';
  return text.replaceAll('#', String(count));
}

export function translate(storeCode: StoreCode, key: MessageKey, params?: Params): string {
  const view = views[storeCode];
  if (!view) {
    throw new Error(
      `No texts of store view '${storeCode}' are loaded: the server imports shared/i18n/all-dictionaries.ts, the browser awaits loadMessages()`,
    );
  }
  const template = view.texts[key];
  if (template === undefined) {
    // A page or panel that does not load the group its code shows (tests/shared/i18n/message-groups.test.ts
    // catches it before a shopper does): the key, rather than an empty label or a broken page.
    console.error(`${MISSING_MESSAGE} '${key}' is shown before its message group was loaded (${storeCode})`);
    return key;
  }
  if (!params) return template;
  const locale = STORE_VIEWS[storeCode].locale;
  return template
    .replace(PLURAL, (match, name: string, forms: string) =>
      typeof params[name] === 'number' ? pluralForm(locale, params[name], forms) : match,
    )
    .replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

export function translatorFor(storeCode: StoreCode): Translate {
  return (key, params) => translate(storeCode, key, params);
}

export type { MessageKey };
