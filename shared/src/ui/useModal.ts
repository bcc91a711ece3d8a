import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/** What Tab reaches in the container, in document order: a roving tabindex's -1 items are not. */
function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );
}

/** Open modals' panels, the top one last: only the top one holds the focus. */
const openPanels: HTMLElement[] = [];

/**
 * The behaviour every modal shares (WAI-ARIA dialog pattern), for Dialog and Sheet alike: focus
 * moves in and stays in, Escape and a click on the backdrop close it, the page behind does not
 * scroll, and focus goes back to the opener when it leaves. Mount it only while the modal is open.
 * Spread `backdrop` on the element around the panel and give the panel `panelRef`.
 */
export function useModal<T extends HTMLElement>(onClose: () => void) {
  const panelRef = useRef<T>(null);
  const pressedOnBackdrop = useRef(false);
  const backwards = useRef(false);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    // On top before it takes the focus, so the modal below does not take it back.
    if (panel) openPanels.push(panel);
    // The first field, not the close button, so a form can be typed into at once.
    if (panel) (focusables(panel).find((element) => !element.dataset.modalClose) ?? panel).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // Tab is trapped below by the focusables' list, but the browser's tab order holds more than any
    // list (Chromium's scrollable boxes, content that changes under the focus): whatever way focus
    // leaves the top modal, it is brought back, to the end it left from.
    function keepFocus(event: FocusEvent) {
      if (!panel || openPanels.at(-1) !== panel || panel.contains(event.target as Node)) return;
      const list = focusables(panel);
      ((backwards.current ? list.at(-1) : list[0]) ?? panel).focus();
    }
    // A control disabled or removed under the focus ('Mark all as read' once all are read) drops it
    // on <body>, which no focusin reports, and Escape and Tab would then miss the modal: the panel
    // takes it back.
    function keepLostFocus(event: FocusEvent) {
      if (event.relatedTarget) return;
      setTimeout(() => {
        const active = document.activeElement;
        if (panel?.isConnected && openPanels.at(-1) === panel && (!active || active === document.body)) panel.focus();
      });
    }
    document.addEventListener('focusin', keepFocus);
    panel?.addEventListener('focusout', keepLostFocus);
    return () => {
      document.removeEventListener('focusin', keepFocus);
      panel?.removeEventListener('focusout', keepLostFocus);
      if (panel) openPanels.splice(openPanels.indexOf(panel), 1);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      // Stop here so a modal opened from another closes alone (React events bubble through portals).
      event.stopPropagation();
      onClose();
      return;
    }
    const panel = panelRef.current;
    if (event.key !== 'Tab' || !panel) return;
    backwards.current = event.shiftKey;
    const list = focusables(panel);
    if (list.length === 0) {
      event.preventDefault();
      return;
    }
    // Past the last (or before the first) of the list, wherever the focus is: it may be on what the
    // list does not hold, such as a scrollable box Chromium lets Tab reach.
    const active = document.activeElement;
    const follows = (element: HTMLElement) =>
      active instanceof Node && Boolean(active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
    if (event.shiftKey && (active === panel || !list.some((element) => !follows(element) && element !== active))) {
      event.preventDefault();
      list[list.length - 1].focus();
    } else if (!event.shiftKey && !list.some(follows)) {
      event.preventDefault();
      list[0].focus();
    }
  }

  // Closes only when press and release both land on the backdrop, so selecting text that ends outside does not close it.
  const backdrop = {
    onKeyDown,
    onMouseDown(event: MouseEvent) {
      pressedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick(event: MouseEvent) {
      if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
      pressedOnBackdrop.current = false;
    },
  };

  return { panelRef, backdrop };
}
