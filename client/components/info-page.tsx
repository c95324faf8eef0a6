// A page of a heading and text: the static pages and the screens that later issues fill.
import type { ReactNode } from 'react';
import type { MessageKey } from '#shared/i18n/translate.ts';
import { useT } from '#client/lib/services.tsx';

export function InfoPage({ title, children, testId }: { title: string; children?: ReactNode; testId?: string }) {
  return (
    <div className="info-page" data-testid={testId}>
      <h1>{title}</h1>
      {children}
    </div>
  );
}

/**
 * A route that a later issue fills: its title and the spec §8 text 'This feature is not implemented
 * yet.' The route's name, layout, status and head are already final.
 */
export function placeholderPage(titleKey: MessageKey, testId: string) {
  return function PlaceholderPage() {
    const t = useT();
    return (
      <InfoPage title={t(titleKey)} testId={testId}>
        <p>{t('page.notImplemented')}</p>
      </InfoPage>
    );
  };
}
