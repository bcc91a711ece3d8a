import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/**
 * The behaviour every modal shares (WAI-ARIA dialog pattern), for Dialog and Sheet alike: focus
 * moves in and stays in, Escape and a click on the backdrop close it, the page behind does not
 * scroll, and focus goes back to the opener when it leaves. Mount it only while the modal is open.
 * Spread `backdrop` on the element around the panel and give the panel `panelRef`.
 */
export function useModal<T extends HTMLElement>(onClose: () => void) {
  const panelRef = useRef<T>(null);
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    // The first field, not the close button, so a form can be typed into at once.
    if (panel) (focusables(panel).find((element) => !element.dataset.modalClose) ?? panel).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
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
    const list = focusables(panel);
    if (list.length === 0) {
      event.preventDefault();
      return;
    }
    const first = list[0];
    const last = list[list.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
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
