// The legacy Magento newsletter form of spec §7: `POST /newsletter/subscriber/new/` with `email=` (a form
// post, `application/x-www-form-urlencoded` or `multipart/form-data`; a JSON `{email}` is read too). It
// subscribes like N2 and answers the same envelope (`{code:200,result:'OK',meta:{coupon}}`) where Magento
// redirected back with a flash message: the storefront calls it with fetch and shows the coupon (ADR 036).
// Not under /api: the edge worker must forward `/newsletter/subscriber/new*` to the platform.
import { Hono } from 'hono';
import { badRequest, methodNotAllowed, readJsonBody } from '#worker/platform/http.ts';
import { emailOf, subscribeAnswer, type NewsletterBindings, type NewsletterContext } from './subscription';

export const newsletterLegacyRoutes = new Hono<{ Bindings: NewsletterBindings }>();

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** The form's fields, or null when the body is not a readable form. */
async function formBody(c: NewsletterContext): Promise<Record<string, unknown> | null> {
  try {
    return await c.req.parseBody();
  } catch {
    return null;
  }
}

for (const path of ['/newsletter/subscriber/new', '/newsletter/subscriber/new/']) {
  newsletterLegacyRoutes.post(path, async (c) => {
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    let body: unknown;
    if (FORM_TYPES.some((form) => type.startsWith(form))) {
      body = await formBody(c);
      if (body === null) return badRequest(c, 'Malformed form data in the request body');
    } else {
      const json = await readJsonBody(c);
      if (!json.ok) return json.response;
      body = json.value;
    }
    const email = emailOf(c, body);
    return email.ok ? subscribeAnswer(c, email.email) : email.response;
  });
  newsletterLegacyRoutes.all(path, (c) =>
    methodNotAllowed(c, `ERROR: ${c.req.method} request method is not supported; post the form`, 'POST'),
  );
}
