// A page of a heading and text: the static pages, the external checkout's notice, order-success.
import type { ReactNode } from 'react';

export function InfoPage({ title, children, testId }: { title: string; children?: ReactNode; testId?: string }) {
  return (
    <div className="info-page" data-testid={testId}>
      <h1>{title}</h1>
      {children}
    </div>
  );
}
