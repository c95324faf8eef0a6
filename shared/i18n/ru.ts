// Russian dictionary: the source locale (ru-RU). Every visible string goes through these keys, kept in one file per
// message group (./message-groups.ts): the browser loads a page's groups only, the server and the tests all of them.
import { core } from './ru/core';
import { catalogue } from './ru/catalogue';
import { cms } from './ru/cms';
import { product } from './ru/product';
import { checkout } from './ru/checkout';
import { account } from './ru/account';
import { panels } from './ru/panels';
import { forms } from './ru/forms';
import { cart } from './ru/cart';

export const ru = {
  ...core,
  ...catalogue,
  ...cms,
  ...product,
  ...checkout,
  ...account,
  ...panels,
  ...forms,
  ...cart,
} as const;

export type MessageKey = keyof typeof ru;
export type Dictionary = Record<MessageKey, string>;
