// My newsletter (client/pages/account-block/my-newsletter.tsx): the customer's subscription read from the
// newsletter extension; saving sends POST to subscribe or DELETE to unsubscribe, nothing when the box is as it
// was, and says so each time; a refused save says why (the platform's reason, or that something went wrong)
// and keeps the box as the customer left it.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyNewsletter } from '#client/pages/account-block/my-newsletter.tsx';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { ApiCall } from '#tests/support/components/services.tsx';
import { CUSTOMER, renderSignedIn } from '#tests/support/components/signed-in.tsx';

const EMAIL = CUSTOMER.email;
const SUBSCRIBE_PATH = '/api/ext/mailchimp-subscribe/subscribe';

const TEXTS = {
  ru: {
    label: 'Получать рассылку',
    save: 'Сохранить настройки',
    updated: 'Настройки рассылки обновлены',
    failed: 'Что-то пошло не так. Попробуйте ещё раз.',
  },
  en: {
    label: 'I want to receive the newsletter',
    save: 'Update my preferences',
    updated: 'Newsletter preferences have successfully been updated',
    failed: 'Something went wrong. Please try again.',
  },
} as const;

async function renderBlock(storeCode: StoreCode, subscribed: boolean, answerSave?: (call: ApiCall) => Response) {
  const view = renderSignedIn(<MyNewsletter />, {
    path: storeCode === 'ru' ? '/my-account/newsletter' : '/en/my-account/newsletter',
    answer: (call) => {
      if (call.method === 'GET')
        return Response.json({ code: 200, result: subscribed ? 'subscribed' : 'unsubscribed' });
      return answerSave?.(call) ?? Response.json({ code: 200, result: 'ok' });
    },
  });
  const box = await screen.findByRole('checkbox', { name: TEXTS[storeCode].label });
  return { ...view, box };
}

describe.each(['ru', 'en'] as const)('MyNewsletter (%s view)', (storeCode) => {
  const text = TEXTS[storeCode];

  it('reads the subscription; ticking and saving subscribes with POST', async () => {
    const { user, calls, box, messages } = await renderBlock(storeCode, false);
    expect(calls.map((call) => [call.method, call.path, call.query.get('email')])).toEqual([
      ['GET', SUBSCRIBE_PATH, EMAIL],
    ]);
    expect(box).toHaveProperty('checked', false);
    await user.click(box);
    await user.click(screen.getByRole('button', { name: text.save }));
    await expect.poll(messages).toEqual([text.updated]);
    expect(calls.slice(1).map((call) => [call.method, call.body])).toEqual([['POST', { email: EMAIL }]]);
  });

  it('unticking unsubscribes with DELETE; saving unchanged sends nothing and still says so', async () => {
    const { user, calls, box, messages } = await renderBlock(storeCode, true);
    expect(box).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: text.save }));
    await expect.poll(messages).toEqual([text.updated]);
    expect(calls).toHaveLength(1);
    await user.click(box);
    await user.click(screen.getByRole('button', { name: text.save }));
    await expect.poll(() => calls.length).toBe(2);
    expect([calls[1]!.method, calls[1]!.body]).toEqual(['DELETE', { email: EMAIL }]);
  });

  it('a refused save shows the platform’s reason; no answer at all, the general failure; the box stays', async () => {
    let refusal: 'reason' | 'network' = 'reason';
    const { user, box, messages } = await renderBlock(storeCode, false, () => {
      if (refusal === 'network') throw new TypeError('Failed to fetch');
      return Response.json({ code: 500, result: 'Рассылка временно недоступна' }, { status: 500 });
    });
    await user.click(box);
    await user.click(screen.getByRole('button', { name: text.save }));
    expect((await screen.findByRole('alert')).textContent).toBe('Рассылка временно недоступна');
    refusal = 'network';
    await user.click(screen.getByRole('button', { name: text.save }));
    expect((await screen.findByText(text.failed)).getAttribute('role')).toBe('alert');
    expect(screen.getByRole('checkbox', { name: text.label })).toHaveProperty('checked', true);
    expect(messages()).toEqual([]);
  });
});
