import { useCallback, useState } from 'react';
import type { PolicyBoxes } from './checkPolicies';

/**
 * The two policy boxes of a form (spec 1 §5), unticked at first. Ticking one calls `clear` with its
 * name, so the field error beside it goes.
 */
export function usePolicyBoxes(clear: (box: keyof PolicyBoxes) => void) {
  const [boxes, setBoxes] = useState<PolicyBoxes>({ checkbox: false, checkbox2: false });
  const change = useCallback(
    (box: keyof PolicyBoxes, checked: boolean) => {
      setBoxes((current) => ({ ...current, [box]: checked }));
      clear(box);
    },
    [clear],
  );
  return { boxes, change };
}
