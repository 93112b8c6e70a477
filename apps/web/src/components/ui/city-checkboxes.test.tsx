import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CityCheckboxes } from './city-checkboxes';

const CITIES = ['Pune', 'Delhi', 'Jaipur'];

function renderGrid(props: Partial<Parameters<typeof CityCheckboxes<string>>[0]> = {}) {
  const onChange = vi.fn();
  render(
    <CityCheckboxes
      legend="Cities"
      cities={CITIES}
      value={[]}
      onChange={onChange}
      limit={2}
      hint="Up to 2 cities."
      {...props}
    />,
  );
  return onChange;
}

describe('CityCheckboxes', () => {
  it('adds a ticked city to the chosen ones and drops an unticked one', async () => {
    const onChange = renderGrid({ value: ['Pune'] });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Delhi' }));
    expect(onChange).toHaveBeenLastCalledWith(['Pune', 'Delhi']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pune' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('turns off the unchosen cities once the limit is reached', () => {
    renderGrid({ value: ['Pune', 'Delhi'] });
    expect(screen.getByRole('checkbox', { name: 'Jaipur' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Pune' })).toBeEnabled();
  });

  it('describes the group by its hint', () => {
    renderGrid();
    const group = screen.getByRole('group', { name: 'Cities' });
    expect(group).toHaveAccessibleDescription('Up to 2 cities.');
  });

  it('describes the group by its error instead of the hint when there is one', () => {
    renderGrid({ error: 'Choose at least one city' });
    const group = screen.getByRole('group', { name: 'Cities' });
    expect(group).toHaveAccessibleDescription('Choose at least one city');
  });

  it('says so when no city is offered', () => {
    renderGrid({ cities: [], emptyText: 'No city matches.' });
    expect(screen.getByText('No city matches.')).toBeInTheDocument();
  });
});
