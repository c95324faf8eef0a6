// Every store view's dictionary, registered at import: the server (worker/pages), unit tests and tools
// render any view. The browser never imports this (client/entry.browser.tsx loads one view's).
import { en } from './en';
import { ru } from './ru';
import { registerDictionary } from './translate';

registerDictionary('ru', ru);
registerDictionary('en', en);
