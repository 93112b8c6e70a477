import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadMore } from './load-more';

describe('LoadMore', () => {
  it('is hidden when there is no next page', () => {
    render(<LoadMore hasMore={false} isLoading={false} onLoadMore={vi.fn()} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks for the next page when pressed', async () => {
    const onLoadMore = vi.fn();
    render(<LoadMore hasMore isLoading={false} onLoadMore={onLoadMore} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('says "Loading..." and cannot be pressed again while the page loads', () => {
    render(<LoadMore hasMore isLoading onLoadMore={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  });

  it('shows why the last page failed and offers to try again', async () => {
    const onLoadMore = vi.fn();
    render(
      <LoadMore hasMore={false} isLoading={false} error="Network down" onLoadMore={onLoadMore} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Network down');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });
});
