import { timingSafeEqual } from 'node:crypto';

/** A secret compared in constant time; anything but a string is wrong. */
export function sameSecret(given: unknown, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const [a, b] = [Buffer.from(given), Buffer.from(secret)];
  return a.length === b.length && timingSafeEqual(a, b);
}
