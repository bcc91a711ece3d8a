import { searchKey } from '../../people';

// Account/GetSuggestions' match score (issue 12 item 7; the formula is in docs/decisions.md).

/** Weights of the three parts; they add up to 1, so the score is 0 to 100. */
export const MATCH_WEIGHTS = { interests: 0.5, events: 0.3, jobTitles: 0.2 } as const;

/** 1 - 0.5^n: the first shared thing counts half, each next one half of what is left. */
const saturating = (count: number) => 1 - 0.5 ** count;

/** The words of job titles that say something (three letters or more), folded as searches are. */
export function titleWords(titles: (string | null | undefined)[]): Set<string> {
  const words = titles.flatMap((title) => (title ? searchKey(title).split(/[^\p{L}\p{N}]+/u) : []));
  return new Set(words.filter((word) => word.length >= 3));
}

/** Jaccard similarity of two word sets: shared words over all words. */
export function similarity(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** 0-100: weighted shared interests, shared events and similar job titles. */
export function matchScore({
  sharedInterests,
  sharedEvents,
  titleSimilarity,
}: {
  sharedInterests: number;
  sharedEvents: number;
  titleSimilarity: number;
}): number {
  const score =
    MATCH_WEIGHTS.interests * saturating(sharedInterests) +
    MATCH_WEIGHTS.events * saturating(sharedEvents) +
    MATCH_WEIGHTS.jobTitles * titleSimilarity;
  return Math.round(100 * score);
}
