// A polite live region: screen readers announce notifications without moving focus. The newest two show, newest
// first (shared/domain/notifications.ts); on a phone only the newest, under the header (client/styles.css).
import { visibleNotifications } from '#shared/domain/notifications.ts';
import { useT } from '#client/lib/services.tsx';
import { useNotifications } from '#client/features/notifications/context.tsx';
import { PageLink } from '#client/components/page-link.tsx';

export function NotificationList() {
  const t = useT();
  const items = useNotifications((state) => state.items);
  const remove = useNotifications((state) => state.remove);
  return (
    <div className="notifications" role="status" aria-live="polite">
      {visibleNotifications(items).map((item) => (
        <div key={item.id} className={`notification notification--${item.type}`} data-testid="notification">
          <p className="notification__message">{item.message}</p>
          <div className="notification__actions">
            {[item.action1, item.action2].map((action, i) =>
              action?.href ? (
                <PageLink key={i} to={action.href} onClick={() => remove(item.id)}>
                  {action.label}
                </PageLink>
              ) : action ? (
                <button key={i} type="button" onClick={() => remove(item.id)}>
                  {action.label}
                </button>
              ) : null,
            )}
            {!item.action1 && !item.action2 ? (
              <button type="button" onClick={() => remove(item.id)}>
                {t('notification.ok')}
              </button>
            ) : null}
          </div>
        </div>
      ))}
    </div>
  );
}
