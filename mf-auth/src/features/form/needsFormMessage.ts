/**
 * A failed answer's message shows on its own unless each of its field errors already sits beside a
 * field on screen (an error for a field not shown, such as x-application-id, would otherwise vanish).
 */
export function needsFormMessage(validationErrors: Record<string, string> | null, shownFields: string[]): boolean {
  const fields = Object.keys(validationErrors ?? {});
  return fields.length === 0 || fields.some((field) => !shownFields.includes(field));
}
