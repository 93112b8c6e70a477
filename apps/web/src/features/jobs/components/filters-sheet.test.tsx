import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FiltersSheet } from './filters-sheet';

describe('phone filters sheet', () => {
  it('keeps the chosen filters when closed with ×, instead of throwing them away', async () => {
    const onApply = vi.fn();
    const onClose = vi.fn();
    render(<FiltersSheet filters={{}} facets={null} onApply={onApply} onClose={onClose} />);
    await userEvent.click(screen.getByRole('checkbox', { name: /Part-time only/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ partTime: true }));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('just closes when nothing was changed', async () => {
    const onApply = vi.fn();
    const onClose = vi.fn();
    render(<FiltersSheet filters={{}} facets={null} onApply={onApply} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(onApply).not.toHaveBeenCalled();
  });
});
