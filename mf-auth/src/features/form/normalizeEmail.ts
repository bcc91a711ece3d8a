/** Spec 1 §5: e-mail is lowercased and trimmed on input and before sending. */
export const normalizeEmail = (value: string) => value.trim().toLowerCase();
