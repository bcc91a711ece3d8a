import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeRoot } from '../theme';
import { TabbedPanel, tabPanel, Tabs } from '.';

function Days() {
  const [day, setDay] = useState('mon');
  return (
    <>
      <Tabs
        label="Days"
        idPrefix="days"
        tabs={['mon', 'tue', 'wed'].map((id) => ({ id, label: id }))}
        selected={day}
        onSelect={setDay}
      />
      <div {...tabPanel('days', day)}>{day} panel</div>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('keeps only the selected tab in the Tab order and names the panel by it', () => {
    render(<Days />, { wrapper: ThemeRoot });
    expect(screen.getByRole('tablist', { name: 'Days' })).toBeTruthy();
    expect(tab('mon').getAttribute('tabindex')).toBe('0');
    expect(tab('tue').getAttribute('tabindex')).toBe('-1');
    fireEvent.click(tab('tue'));
    expect(screen.getByRole('tabpanel', { name: 'tue' }).textContent).toBe('tue panel');
    expect(tab('tue').getAttribute('aria-controls')).toBe('days-panel');
  });

  it('selects with the arrow keys, wrapping, and with Home and End; focus follows', () => {
    render(<Days />, { wrapper: ThemeRoot });
    const press = (key: string) => fireEvent.keyDown(document.activeElement ?? tab('mon'), { key });
    tab('mon').focus();
    press('ArrowLeft');
    expect(tab('wed')).toBe(document.activeElement);
    expect(tab('wed').getAttribute('aria-selected')).toBe('true');
    press('ArrowRight');
    expect(tab('mon')).toBe(document.activeElement);
    press('End');
    expect(tab('wed')).toBe(document.activeElement);
    press('Home');
    expect(tab('mon').getAttribute('aria-selected')).toBe('true');
    press('a');
    expect(tab('mon')).toBe(document.activeElement);
  });
});

describe('TabbedPanel', () => {
  it("shows the first tab's content, then the content of the tab chosen, in the panel the tab names", () => {
    render(
      <ThemeRoot>
        <TabbedPanel
          label="Hub"
          idPrefix="hub"
          tabs={[
            { id: 'chats', label: 'Chats', render: () => <p>no chats yet</p> },
            { id: 'people', label: 'People', render: () => <p>three people</p> },
          ]}
        />
      </ThemeRoot>,
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('no chats yet');
    fireEvent.click(screen.getByRole('tab', { name: 'People' }));
    const panel = screen.getByRole('tabpanel', { name: 'People' });
    expect(panel.textContent).toBe('three people');
    expect(screen.queryByText('no chats yet')).toBeNull();
  });
});
