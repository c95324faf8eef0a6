// English dictionary: the shop's English messages, one file per message group like ./ru.ts.
import type { Dictionary } from './ru';
import { core } from './en/core';
import { catalogue } from './en/catalogue';
import { cms } from './en/cms';
import { product } from './en/product';
import { checkout } from './en/checkout';
import { account } from './en/account';
import { panels } from './en/panels';

export const en: Dictionary = { ...core, ...catalogue, ...cms, ...product, ...checkout, ...account, ...panels };
