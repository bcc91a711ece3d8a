import { Suspense, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useKeepInSight } from './useKeepInSight';

export interface TabItem {
  id: string;
  label: ReactNode;
}

export interface TabsProps {
  tabs: TabItem[];
  selected: string | null;
  onSelect(id: string): void;
  /** The tab list's accessible name. */
  label: string;
  /** Names the tabs' ids and the panel's (see tabPanel). */
  idPrefix: string;
  /** The tabs share the width equally (two ways in), instead of scrolling in a row (days). */
  fill?: boolean;
}

const tabId = (idPrefix: string, id: string) => `${idPrefix}-tab-${id}`;
const panelId = (idPrefix: string) => `${idPrefix}-panel`;

/** The props of the one panel under the tabs, which shows what the selected tab names. */
export function tabPanel(idPrefix: string, selected: string | null) {
  return {
    id: panelId(idPrefix),
    role: 'tabpanel',
    'aria-labelledby': selected === null ? undefined : tabId(idPrefix, selected),
  } as const;
}

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  scrollbar-width: thin;
`;

// Tabs sharing a narrow width keep their names on one line with less room around them.
const Tab = styled.button<{ $selected: boolean; $fill: boolean }>`
  flex: ${({ $fill }) => ($fill ? '1 1 0' : 'none')};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ $fill, theme }) => `${theme.spacing.xs} ${$fill ? theme.spacing.sm : theme.spacing.md}`};
  border: 0;
  border-bottom: 3px solid ${({ $selected, theme }) => ($selected ? theme.colors.primary : 'transparent')};
  background: transparent;
  color: ${({ $selected, theme }) => ($selected ? theme.colors.primary : theme.colors.text)};
  font: inherit;
  font-weight: ${({ $selected, theme }) => ($selected ? theme.font.weight.bold : theme.font.weight.regular)};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

/**
 * A WAI-ARIA tab list: the arrow keys select the previous or next tab (wrapping), Home and End the
 * first and last, and focus follows; the selected tab alone is in the Tab order.
 */
export function Tabs({ tabs, selected, onSelect, label, idPrefix, fill = false }: TabsProps) {
  const list = useRef<HTMLDivElement>(null);

  // Tabs wider than a phone scroll: the selected one is kept in sight, however it was selected.
  useKeepInSight(list, '[aria-selected="true"]', selected);

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: -1 };
    if (!(event.key in moves) || index < 0) return;
    event.preventDefault();
    const next = (moves[event.key] + tabs.length) % tabs.length;
    onSelect(tabs[next].id);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  }

  return (
    <List role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <Tab
          key={tab.id}
          id={tabId(idPrefix, tab.id)}
          type="button"
          role="tab"
          aria-selected={tab.id === selected}
          aria-controls={panelId(idPrefix)}
          tabIndex={tab.id === selected ? 0 : -1}
          $selected={tab.id === selected}
          $fill={fill}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </Tab>
      ))}
    </List>
  );
}

export interface TabbedPanelItem extends TabItem {
  /** The panel's content while this tab is selected. */
  render(): ReactNode;
}

export interface TabbedPanelProps {
  tabs: TabbedPanelItem[];
  /** The tab list's accessible name. */
  label: string;
  idPrefix: string;
  /** Shown while a lazily loaded panel loads; without it the panel is not wrapped in Suspense. */
  fallback?: ReactNode;
  /** The selected tab, when the owner chooses it too (the messages hub opening on a chat); else the panel keeps it. */
  selected?: string;
  onSelect?(id: string): void;
}

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.spacing.sm};
`;

/**
 * A dialog's tabs over their one panel (account settings, the messages hub): the first tab is
 * selected at first, and the panel shows the selected tab's content.
 */
export function TabbedPanel({ tabs, label, idPrefix, fallback, ...control }: TabbedPanelProps) {
  const [own, setOwn] = useState(tabs[0]?.id ?? null);
  const selected = control.selected ?? own;
  const setSelected = control.onSelect ?? setOwn;
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  if (!current) return null;
  return (
    <>
      <Tabs tabs={tabs} selected={current.id} onSelect={setSelected} label={label} idPrefix={idPrefix} fill />
      <Panel {...tabPanel(idPrefix, current.id)}>
        {fallback === undefined ? current.render() : <Suspense fallback={fallback}>{current.render()}</Suspense>}
      </Panel>
    </>
  );
}
