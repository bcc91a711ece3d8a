import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { i18n } from '../i18n';
import { ThemeRoot } from '../theme';
import { TabbedPanel, tabPanel, Tabs } from '.';

function Days({ days = ['mon', 'tue', 'wed'] }: { days?: string[] }) {
  const [day, setDay] = useState(days[0]!);
  return (
    <>
      <Tabs
        label="Days"
        idPrefix="days"
        tabs={days.map((id) => ({ id, label: id }))}
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
    // A row that fits has nothing to scroll to, so no scroll buttons.
    expect(screen.queryByRole('button')).toBeNull();
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

describe('a tab row wider than its room', () => {
  // jsdom lays nothing out: the row is 259 px wide and holds 604 px of tabs (the social hub's categories
  // in the right panel, issue 31 item 8), each tab 75.5 px wide and placed as the row is scrolled,
  // which, as in a browser, goes no further than its ends.
  const days = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'next mon'];
  const row = () => screen.getByRole('tablist');
  let scrolled = 0;
  beforeEach(() => {
    scrolled = 0;
    jest.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(() => scrolled);
    jest.spyOn(Element.prototype, 'scrollLeft', 'set').mockImplementation((to: number) => {
      scrolled = Math.min(Math.max(to, 0), 604 - 259);
    });
    const width = (of: Element) => (of.getAttribute('role') === 'tablist' ? 259 : 0);
    jest.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
      return width(this);
    });
    jest.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(function (this: Element) {
      return this.getAttribute('role') === 'tablist' ? 604 : 0;
    });
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const index = days.indexOf(this.textContent ?? '');
      const left = this.getAttribute('role') === 'tab' ? index * 75.5 - row().scrollLeft : 0;
      return { left, right: left + (this.getAttribute('role') === 'tab' ? 75.5 : width(this)) } as DOMRect;
    });
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows a button at each end with tabs out of sight, which scrolls that way; none at an end in sight', async () => {
    await act(() => i18n.changeLanguage('en'));
    render(<Days days={days} />, { wrapper: ThemeRoot });
    expect(screen.queryByRole('button', { name: 'Scroll the tabs left' })).toBeNull();
    const right = screen.getByRole('button', { name: 'Scroll the tabs right' });
    // Outside the tab list (which holds tabs only) and out of the Tab order: the arrow keys reach every tab.
    expect(right.closest('[role="tablist"]')).toBeNull();
    expect(right.getAttribute('tabindex')).toBe('-1');

    // A view's width less the faded ends, so the tab cut at the end comes wholly into sight.
    fireEvent.click(right);
    expect(row().scrollLeft).toBe(259 - 2 * 48);
    fireEvent.scroll(row());
    const left = screen.getByRole('button', { name: 'Scroll the tabs left' });
    expect(screen.getByRole('button', { name: 'Scroll the tabs right' })).toBeTruthy();

    row().scrollLeft = 604 - 259;
    fireEvent.scroll(row());
    expect(screen.queryByRole('button', { name: 'Scroll the tabs right' })).toBeNull();
    fireEvent.click(left);
    expect(row().scrollLeft).toBe(604 - 259 - (259 - 2 * 48));
    fireEvent.scroll(row());
    expect(screen.getByRole('button', { name: 'Scroll the tabs right' })).toBeTruthy();

    await act(() => i18n.changeLanguage('tr'));
    expect(screen.getByRole('button', { name: 'Sekmeleri sola kaydır' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sekmeleri sağa kaydır' })).toBeTruthy();
  });

  it('scrolls the tab the keys select into sight, clear of the faded end and its button', () => {
    render(<Days days={days} />, { wrapper: ThemeRoot });
    tab('mon').focus();
    fireEvent.keyDown(tab('mon'), { key: 'End' });
    expect(tab('next mon')).toBe(document.activeElement);
    // The last tab ends the row, which scrolls to its end (and 48 px further were there more).
    expect(row().scrollLeft).toBe(604 - 259);
    fireEvent.keyDown(tab('next mon'), { key: 'ArrowLeft' });
    expect(row().scrollLeft).toBe(604 - 259);
    fireEvent.keyDown(tab('sun'), { key: 'ArrowLeft' });
    // Saturday starts at 377.5 px: the row scrolls back to show it 48 px from its start, clear of the fade.
    expect(row().scrollLeft).toBe(377.5 - 48);
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
