// The newsletter modal's form (client/features/newsletter/components/newsletter-modal-body.tsx) as a shopper uses
// it, against a newsletter API the test answers: the field's messages in both views with nothing sent, the
// status asked first and a subscribed mailbox never subscribed again, the coupon shown, a refused address as the
// field's message, and any other failure said in an alert.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsletterModalBody } from '#client/features/newsletter/components/newsletter-modal-body.tsx';
import { NewsletterNoticeContext, type NewsletterNotice } from '#client/features/newsletter/notice.ts';
import { fieldError } from '#tests/support/components/field-error.ts';
import { renderInView } from '#tests/support/components/render.tsx';
import { withServices, type ApiCall } from '#tests/support/components/services.tsx';

const NEWSLETTER_PATH = '/api/ext/mailchimp-subscribe/subscribe';
const COUPON = { code: 'NEWSLETTER10', percent: 10 };

/** A platform where `subscribed` mailboxes are subscribed already; `post` answers a subscribe. */
function platform(
  subscribed: readonly string[] = [],
  post: () => Response = () => Response.json({ code: 200, result: 'subscribed', meta: { coupon: COUPON } }),
) {
  return (call: ApiCall): Response => {
    if (call.path !== NEWSLETTER_PATH) return Response.json({ code: 404, result: 'Not found' }, { status: 404 });
    if (call.method === 'GET')
      return Response.json({
        code: 200,
        result: subscribed.includes(call.query.get('email') ?? '') ? 'subscribed' : 'unsubscribed',
      });
    return post();
  };
}

function renderModal(answer: (call: ApiCall) => Response, path = '/') {
  const notices: NewsletterNotice[] = [];
  const tree = (open: boolean) => (
    <NewsletterNoticeContext.Provider value={(notice) => notices.push(notice)}>
      <NewsletterModalBody open={open} />
    </NewsletterNoticeContext.Provider>
  );
  const { ui, calls } = withServices(tree(true), answer);
  const view = renderInView(ui, { path });
  const label = path.startsWith('/en') ? 'E-mail' : 'Электронная почта';
  const field = () => screen.getByRole('textbox', { name: label });
  const errorOf = () => fieldError(field());
  return { ...view, calls, notices, field, errorOf };
}

describe('the newsletter modal', () => {
  it('an empty or wrong e-mail gets its message and focus, in each view, and nothing is sent', async () => {
    const en = renderModal(platform(), '/en/');
    await en.user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(en.errorOf()).toBe('Field is required.');
    expect(document.activeElement).toBe(en.field());
    expect(en.calls).toEqual([]);
    en.unmount();

    const ru = renderModal(platform());
    await ru.user.type(ru.field(), 'not-an-address');
    await ru.user.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(ru.errorOf()).toBe('Укажите правильный адрес электронной почты.');
    expect(ru.calls).toEqual([]);
  });

  it('a new mailbox: the status first, then one subscribe; the coupon is shown and the shopper told', async () => {
    const { user, field, calls, notices } = renderModal(platform());
    await user.type(field(), 'anna@example.ru');
    await user.click(screen.getByRole('button', { name: 'Подписаться' }));
    const done = await screen.findByRole('status');
    expect(done.textContent).toBe(
      'Вы успешно подписались на нашу рассылку!Ваш код на скидку 10 %: NEWSLETTER10Введите его в корзине как код скидки.',
    );
    expect(screen.getByTestId('newsletter-coupon').textContent).toBe('Ваш код на скидку 10 %: NEWSLETTER10');
    expect(document.activeElement).toBe(done);
    expect(calls.map((call) => [call.method, call.path, call.query.get('email'), call.body])).toEqual([
      ['GET', NEWSLETTER_PATH, 'anna@example.ru', null],
      ['POST', NEWSLETTER_PATH, null, { email: 'anna@example.ru' }],
    ]);
    expect(notices).toEqual([{ type: 'success', message: 'Вы успешно подписались на нашу рассылку!' }]);
  });

  it('a subscribed mailbox is not subscribed again: "already", in English', async () => {
    const { user, field, calls, notices } = renderModal(platform(['anna@example.ru']), '/en/');
    await user.type(field(), 'anna@example.ru');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByTestId('newsletter-already')).textContent).toBe(
      'You are already subscribed to our newsletter.',
    );
    expect(calls.map((call) => call.method)).toEqual(['GET']);
    expect(notices).toEqual([{ type: 'info', message: 'You are already subscribed to our newsletter.' }]);
  });

  it("an address the platform refuses is the field's message; another failure is an alert, the form kept", async () => {
    const refused = renderModal(
      platform([], () => Response.json({ code: 400, result: 'Invalid e-mail provided!' }, { status: 400 })),
    );
    await refused.user.type(refused.field(), 'anna@example.ru');
    await refused.user.click(screen.getByRole('button', { name: 'Подписаться' }));
    await screen.findByText('Укажите правильный адрес электронной почты.');
    expect(refused.errorOf()).toBe('Укажите правильный адрес электронной почты.');
    expect(screen.queryByText('Не удалось оформить подписку. Попробуйте ещё раз.')).toBeNull();
    refused.unmount();

    const failing = renderModal(platform([], () => Response.json({ code: 500, result: 'down' }, { status: 500 })));
    await failing.user.type(failing.field(), 'anna@example.ru');
    await failing.user.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect((await screen.findByText('Не удалось оформить подписку. Попробуйте ещё раз.')).getAttribute('role')).toBe(
      'alert',
    );
    expect(failing.field()).toHaveProperty('value', 'anna@example.ru');
    expect(failing.notices).toEqual([]);
  });
});
