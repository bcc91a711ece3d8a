import { Suspense, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Icon } from './Icon';
import { useKeepInSight } from './useKeepInSight';
import { useScrollEdges } from './useScrollEdges';

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

/** How far the ends of a scrolling tab row fade, under its scroll buttons. */
const FADE = 48;

const Strip = styled.div`
  position: relative;
  min-width: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

// The fade says there is more that way on any background, as it shows what lies behind the row.
const fade = (before: boolean, after: boolean) => {
  const start = before ? `transparent, #000 ${FADE}px` : '#000';
  const end = after ? `#000 calc(100% - ${FADE}px), transparent` : '#000';
  return `linear-gradient(to right, ${start}, ${end})`;
};

const List = styled.div<{ $before: boolean; $after: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  overflow-x: auto;
  scroll-behavior: smooth;
  scrollbar-width: thin;
  ${({ $before, $after }) =>
    ($before || $after) &&
    css`
      -webkit-mask-image: ${fade($before, $after)};
      mask-image: ${fade($before, $after)};
    `}
`;

const ScrollButton = styled.button<{ $side: 'before' | 'after' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => ($side === 'before' ? 'left: 0;' : 'right: 0;')}
  display: flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: ${({ theme }) => theme.touchTarget};
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  color: ${({ theme }) => theme.colors.text};
  transform: translateY(-50%);
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
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
 * first and last, and focus follows; the selected tab alone is in the Tab order. Tabs wider than
 * their room scroll, and an end with tabs out of sight fades under a button that scrolls that way.
 */
export function Tabs({ tabs, selected, onSelect, label, idPrefix, fill = false }: TabsProps) {
  const { t } = useTranslation('common');
  const list = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(list, tabs.map((tab) => tab.id).join('\n'));

  // The selected tab is kept in sight, however it was selected, clear of the faded ends.
  useKeepInSight(list, '[aria-selected="true"]', selected, FADE);

  // A view's width less the faded ends: the tab cut at the far end comes into full sight.
  function scroll(direction: 1 | -1) {
    const row = list.current;
    if (row) row.scrollLeft += direction * Math.max(row.clientWidth - 2 * FADE, row.clientWidth / 2);
  }

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: -1 };
    if (!(event.key in moves) || index < 0) return;
    event.preventDefault();
    const next = (moves[event.key] + tabs.length) % tabs.length;
    onSelect(tabs[next].id);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  }

  // The scroll buttons sit outside the tab list (which holds tabs only) and out of the Tab order: the
  // arrow keys reach every tab, and a button that hides at the end of the row would drop the focus.
  return (
    <Strip>
      <List
        role="tablist"
        aria-label={label}
        ref={list}
        onKeyDown={onKeyDown}
        $before={edges.before}
        $after={edges.after}
      >
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
      {edges.before && (
        <ScrollButton type="button" $side="before" tabIndex={-1} aria-label={t('tabsBack')} onClick={() => scroll(-1)}>
          <Icon name="chevronLeft" />
        </ScrollButton>
      )}
      {edges.after && (
        <ScrollButton type="button" $side="after" tabIndex={-1} aria-label={t('tabsOn')} onClick={() => scroll(1)}>
          <Icon name="chevronRight" />
        </ScrollButton>
      )}
    </Strip>
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
