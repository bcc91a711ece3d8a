/** Spec 1 §3, §5: six characters, a dash, seven (the mask ######-#######). */
const FIRST = 6;
const TOTAL = 13;

/** Applies the mask while typing: letters and digits only, the dash after the sixth, 13 at most. */
export function maskActivationCode(input: string): string {
  const characters = input.replace(/[^0-9a-z]/gi, '').slice(0, TOTAL);
  return characters.length > FIRST ? `${characters.slice(0, FIRST)}-${characters.slice(FIRST)}` : characters;
}

/** Whether the masked code is complete: what the server accepts. */
export function isCompleteActivationCode(code: string): boolean {
  return /^[0-9a-z]{6}-[0-9a-z]{7}$/i.test(code);
}
