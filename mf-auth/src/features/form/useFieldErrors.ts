import { useCallback, useState } from 'react';

export type FieldErrors = Record<string, string>;

/**
 * Field errors beside their fields (spec 1 §5): set from local checks or the server's
 * validationErrors, and cleared one by one as the user types in that field.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const clear = useCallback((field: string) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _gone, ...rest } = current;
      return rest;
    });
  }, []);
  return { errors, setErrors, clear };
}
