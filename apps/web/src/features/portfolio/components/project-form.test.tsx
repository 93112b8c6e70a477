import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseReducers } from '@/test-utils/store';
import { portfolioSlice } from '../slice';
import { ProjectForm } from './project-form';

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const fetchMock = vi.fn(async () => Response.json({}, { status: 500 }));
  vi.stubGlobal('fetch', fetchMock);
  const store = configureStore({
    reducer: { ...baseReducers(), portfolio: portfolioSlice.reducer },
  });
  render(
    <Provider store={store}>
      <ProjectForm project={null} onDone={() => undefined} />
    </Provider>,
  );
  return fetchMock;
}

describe('the project form', () => {
  it('refuses a javascript: code link and an end before the start without calling the server', async () => {
    const fetchMock = renderForm();
    await userEvent.type(screen.getByLabelText('Project title'), 'Canteen queue tracker');
    await userEvent.type(
      screen.getByLabelText('What you built'),
      'Shows how long the canteen queue is, updated by students.',
    );
    await userEvent.type(screen.getByLabelText('Your role'), 'Frontend');
    await userEvent.type(screen.getByLabelText('Code link (optional)'), 'javascript:alert(1)');
    await userEvent.type(screen.getByLabelText('Started'), '2025-07');
    await userEvent.type(screen.getByLabelText('Finished'), '2025-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save project' }));
    expect(
      await screen.findByText('Enter a full web address starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(screen.getByText('The end month cannot be before the start month')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
