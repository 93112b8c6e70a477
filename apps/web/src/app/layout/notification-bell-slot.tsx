import { lazy, Suspense, type ComponentProps } from 'react';

// Only a signed-in reader has a bell, so visitors never fetch its code; for a signed-in page the
// server renders it and hydration keeps that markup until the code arrives, as with the language
// switch. In the entry it cost 0.6 KB of a budget already spent.
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);

export function NotificationBellSlot(props: ComponentProps<typeof NotificationBell>) {
  return (
    <Suspense fallback={null}>
      <NotificationBell {...props} />
    </Suspense>
  );
}
