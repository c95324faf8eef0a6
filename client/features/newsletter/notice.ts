// How the newsletter modal tells the shopper its outcome beyond its own text (spec §8 success messages:
// "successfully subscribed"): the app hands the shell a `notify` (the notifications feature's spawn: features
// never import each other, ADR 020), and the shell passes it down to the lazily loaded body through this context.
import { createContext, useContext } from 'react';

export interface NewsletterNotice {
  type: 'success' | 'info' | 'error';
  message: string;
}

export type NotifyNewsletter = (notice: NewsletterNotice) => void;

const ignore: NotifyNewsletter = () => undefined;

export const NewsletterNoticeContext = createContext<NotifyNewsletter>(ignore);

export function useNewsletterNotify(): NotifyNewsletter {
  return useContext(NewsletterNoticeContext);
}
