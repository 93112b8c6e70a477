import { lazy } from 'react';

// Toasts only ever follow a user's action, so the library loads after the first paint instead
// of weighing on the entry chunk. The unstyled build never injects a <style> tag at runtime
// (the strict CSP would block it); its stylesheet is bundled from index.css instead.
const load = () => import('react-toastify/unstyled');

type Kind = 'info' | 'success' | 'warning' | 'error';

function show(kind: Kind, message: string): void {
  void load().then(({ toast }) => toast[kind](message));
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
