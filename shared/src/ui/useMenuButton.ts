import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

const ITEM = '[role="menuitem"]';

/**
 * A WAI-ARIA menu button, for every menu a button opens (the account menu, the event's "more"
 * modules): opening moves focus to the first item; the arrow keys move through the items (wrapping),
 * Home and End to the first and last; Escape and Tab close it and give focus back to the button; a
 * press outside or `closeOn` changing closes it. Spread `root` on the element around both, `button`
 * on the button and `menu` on the menu, and render the menu only while `expanded`.
 */
export function useMenuButton<Root extends HTMLElement>({ closeOn }: { closeOn?: unknown } = {}) {
  const [expanded, setExpanded] = useState(false);
  const rootRef = useRef<Root>(null);
  const menuId = useId();

  useEffect(() => setExpanded(false), [closeOn]);

  useEffect(() => {
    if (!expanded) return;
    rootRef.current?.querySelector<HTMLElement>(ITEM)?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setExpanded(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [expanded]);

  function onKeyDown(event: KeyboardEvent) {
    if (!expanded) return;
    if (event.key === 'Escape' || event.key === 'Tab') {
      // Stop here so a dialog or drawer around the menu stays open; focus goes back to the button
      // (the items leave with the menu), and the next Tab goes on from there.
      event.preventDefault();
      event.stopPropagation();
      setExpanded(false);
      rootRef.current?.querySelector<HTMLElement>('[aria-haspopup="menu"]')?.focus();
      return;
    }
    const items = [...(rootRef.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
    if (!(event.key in moves) || items.length === 0) return;
    event.preventDefault();
    items[(moves[event.key] + items.length) % items.length].focus();
  }

  return {
    expanded,
    close: () => setExpanded(false),
    root: { ref: rootRef, onKeyDown },
    button: {
      'aria-haspopup': 'menu' as const,
      'aria-expanded': expanded,
      'aria-controls': expanded ? menuId : undefined,
      onClick: () => setExpanded((open) => !open),
    },
    menu: { id: menuId, role: 'menu' as const },
  };
}
