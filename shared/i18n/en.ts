// English dictionary: the shop's English messages, one file per message group like ./ru.ts.
import type { MessageGroup } from './message-groups';
import type { Dictionary } from './ru';
import { core } from './en/core';
import { catalogue } from './en/catalogue';
import { cms } from './en/cms';
import { product } from './en/product';
import { checkout } from './en/checkout';
import { account } from './en/account';
import { panels } from './en/panels';
import { forms } from './en/forms';
import { cart } from './en/cart';

/** Every group once (the record's type names them all); each group's file is typed by the Russian group's keys. */
const GROUPS: Record<MessageGroup, Partial<Dictionary>> = {
  core,
  catalogue,
  cms,
  product,
  checkout,
  account,
  panels,
  forms,
  cart,
};

export const en = Object.assign({}, ...Object.values(GROUPS)) as Dictionary;
