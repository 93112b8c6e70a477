import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ServerPassContext, useFetchEffect } from './fetch-effect';

function Fetching({ onFetch }: { onFetch: () => void }) {
  useFetchEffect(onFetch, [onFetch]);
  return <p>page</p>;
}

describe('a page fetching its data', () => {
  it('asks during a server pass, where effects never run', () => {
    const onFetch = vi.fn();
    renderToString(
      <ServerPassContext value>
        <Fetching onFetch={onFetch} />
      </ServerPassContext>,
    );
    expect(onFetch).toHaveBeenCalledOnce();
  });

  it('asks nothing while rendering anywhere else, only from its effect', () => {
    const onFetch = vi.fn();
    expect(renderToString(<Fetching onFetch={onFetch} />)).toContain('page');
    expect(onFetch).not.toHaveBeenCalled();
    render(<Fetching onFetch={onFetch} />);
    expect(onFetch).toHaveBeenCalledOnce();
  });
});
