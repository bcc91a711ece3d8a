import { RECORDING_PEER_NAME } from '@atrium/shared/contract/channels';

/**
 * Spec 2 §9: the grid's columns by participant count: 1 one, 2 two, 3 three, up to 4 two, up to 6
 * three, up to 9 three, up to 12 four, up to 15 five, up to 30 six, more seven.
 */
export function gridColumns(count: number): number {
  if (count <= 1) return 1;
  if (count === 2) return 2;
  if (count === 3) return 3;
  if (count === 4) return 2;
  if (count <= 9) return 3;
  if (count <= 12) return 4;
  if (count <= 15) return 5;
  if (count <= 30) return 6;
  return 7;
}

/** Spec 2 §9: a recorder ('recording') is a peer but never a tile. */
export function isShownInGrid(peer: { displayName: string }): boolean {
  return peer.displayName !== RECORDING_PEER_NAME;
}

/** Signal quality from a consumer's score (0-10) as 0-3 bars. */
export function signalBars(score: number | null | undefined): 0 | 1 | 2 | 3 {
  if (score == null || score <= 0) return 0;
  if (score <= 3) return 1;
  if (score <= 6) return 2;
  return 3;
}
