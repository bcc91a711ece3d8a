import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

const PARAM = 'openPolicy';

/**
 * The policy shown in the dialog lives in the URL (?openPolicy=<slug>, spec 1 §2 login), so a link
 * can open it and the policy links of the forms use the same path. Other query values stay.
 */
export function useOpenPolicy() {
  const [params, setParams] = useSearchParams();
  const open = useCallback(
    (slug: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (slug) next.set(PARAM, slug);
          else next.delete(PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { slug: params.get(PARAM), open };
}
