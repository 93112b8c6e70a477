import { lazy } from 'react';

// Toasts only ever follow a user's action, so the library loads after the first paint instead
// of weighing on the entry chunk. The unstyled build never injects a <style> tag at runtime
// (the strict CSP would block it); its stylesheet is bundled from index.css instead.
const load = () => import('react-toastify/unstyled');

type Kind = 'info' | 'success' | 'warning' | 'error';

// Some of the spec's messages carry their own icon ("✅ Profile updated successfully!"); those
// show it alone, not beside the library's icon for their kind.
const OWN_ICON = /^\p{Extended_Pictographic}/u;

function show(kind: Kind, message: string): void {
  const options = OWN_ICON.test(message) ? { icon: false as const } : undefined;
  void load().then(({ toast }) => toast[kind](message, options));
}

export const toast = {
  info: (message: string) => show('info', message),
  success: (message: string) => show('success', message),
  warning: (message: string) => show('warning', message),
  error: (message: string) => show('error', message),
};

export const ToastContainer = lazy(() =>
  load().then((module) => ({ default: module.ToastContainer })),
);
