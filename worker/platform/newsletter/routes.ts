// The newsletter extension of the embedded platform (contract §1.1 N1-N3; spec §4 "Newsletter", §7; ADR 036):
//   GET    /api/ext/{provider}-subscribe/subscribe?email=  → 'subscribed' | 'unsubscribed'
//   POST   /api/ext/{provider}-subscribe/subscribe {email} → 'OK', meta.coupon (NEWSLETTER10, 10 %)
//   DELETE /api/ext/{provider}-subscribe/subscribe {email} → 'OK'
// `provider` is the NEWSLETTER_PROVIDER var (shared/config/settings.ts, default `mailchimp`: the path a
// Vue Storefront 1 client calls by default). Another extension name is not this one: the request goes on
// to the platform's "Unknown API endpoint" 404. Subscribers live in D1 (./subscriber-store.ts); fixes of
// the original (contract §7): a bad e-mail is a 400, not a 500, and an unknown mailbox is 'unsubscribed'
// (Mailchimp's 404 made it a 500 "An error occured while accessing Mailchimp").
import { Hono, type Next } from 'hono';
import { newsletterProviderOf } from '#shared/config/settings.ts';
import { INVALID_EMAIL, NEWSLETTER_STATUS, newsletterEmailSchema } from '#shared/contract/newsletter.ts';
import { apiStatus, badRequest, methodNotAllowed, readJsonBody } from '#worker/platform/http.ts';
import { isSubscribed } from './subscriber-store';
import {
  emailOf,
  subscribeAnswer,
  unsubscribeAnswer,
  type NewsletterBindings,
  type NewsletterContext,
} from './subscription';

export const newsletterRoutes = new Hono<{ Bindings: NewsletterBindings }>();

const SUBSCRIBE_PATH = '/:extension/subscribe';

/** Whether the path names the configured provider's extension (`mailchimp-subscribe`). */
function isProviderPath(c: NewsletterContext): boolean {
  return c.req.param('extension') === `${newsletterProviderOf(c.env.NEWSLETTER_PROVIDER)}-subscribe`;
}

type ProviderHandler = (c: NewsletterContext) => Promise<Response> | Response;

/** Runs `handler` on the provider's path; any other extension goes on to the routes after this one. */
const onProviderPath = (handler: ProviderHandler) => async (c: NewsletterContext, next: Next) =>
  isProviderPath(c) ? handler(c) : next();

newsletterRoutes.get(
  SUBSCRIBE_PATH,
  onProviderPath(async (c) => {
    const email = newsletterEmailSchema.safeParse(c.req.query('email'));
    if (!email.success) return badRequest(c, INVALID_EMAIL);
    const subscribed = await isSubscribed(c.env.DB, email.data);
    c.header('cache-control', 'no-store');
    return apiStatus(c, subscribed ? NEWSLETTER_STATUS.subscribed : NEWSLETTER_STATUS.unsubscribed);
  }),
);

newsletterRoutes.post(
  SUBSCRIBE_PATH,
  onProviderPath(async (c) => {
    const json = await readJsonBody(c);
    if (!json.ok) return json.response;
    const email = emailOf(c, json.value);
    return email.ok ? subscribeAnswer(c, email.email) : email.response;
  }),
);

newsletterRoutes.delete(
  SUBSCRIBE_PATH,
  onProviderPath(async (c) => {
    const json = await readJsonBody(c);
    if (!json.ok) return json.response;
    const email = emailOf(c, json.value);
    return email.ok ? unsubscribeAnswer(c, email.email) : email.response;
  }),
);

newsletterRoutes.all(
  SUBSCRIBE_PATH,
  onProviderPath((c) =>
    methodNotAllowed(c, `ERROR: ${c.req.method} request method is not supported.`, 'GET, POST, DELETE'),
  ),
);
