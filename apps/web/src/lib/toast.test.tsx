import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { toast, ToastContainer } from './toast';

const showToasts = () =>
  render(
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={3000} />
    </Suspense>,
  );

/** The library's icon for the toast holding `text`, if it drew one. */
const iconOf = async (text: string) => {
  const message = await screen.findByText(text);
  return message.closest('.Toastify__toast')?.querySelector('.Toastify__toast-icon') ?? null;
};

describe('toast', () => {
  it('shows a message that brings its own ✅ with that icon alone', async () => {
    showToasts();
    toast.success('✅ Profile updated successfully!');
    expect(await iconOf('✅ Profile updated successfully!')).toBeNull();
  });

  it('gives a message without an icon of its own the icon of its kind', async () => {
    showToasts();
    toast.success('Job posted successfully!');
    expect(await iconOf('Job posted successfully!')).not.toBeNull();
  });
});
