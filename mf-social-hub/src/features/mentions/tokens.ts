import { MENTION_TOKEN_PATTERN } from '@atrium/shared/contract/enums';
import type { Mention } from '@atrium/shared/contract';

/** A piece of a post's or comment's text: words as they are, or a mentioned person. */
export type TextPart = { text: string } | { mention: Mention };

/**
 * A post's text cut into words and mentions (spec 2 §3 mentions): each mentioned person's full name
 * where it stands in the text is a mention; a longer name wins over one it contains.
 */
export function postParts(text: string, mentions: readonly Mention[]): TextPart[] {
  const names = mentions.filter((mention) => mention.fullName).sort((a, b) => b.fullName.length - a.fullName.length);
  if (!names.length) return text ? [{ text }] : [];
  const pattern = new RegExp(names.map((mention) => escape(mention.fullName)).join('|'), 'g');
  return split(text, pattern, (match) => names.find((mention) => mention.fullName === match)!);
}

/** A comment's text cut at its `%id%` tokens (spec 2 §5); a token of nobody it names stays as text. */
export function commentParts(text: string, mentions: readonly Mention[]): TextPart[] {
  return split(text, new RegExp(MENTION_TOKEN_PATTERN, 'g'), (match) => {
    const id = match.slice(1, -1);
    return mentions.find((mention) => mention.id === id) ?? null;
  });
}

function split(text: string, pattern: RegExp, mentionOf: (match: string) => Mention | null): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  const words = (end: number) => end > at && parts.push({ text: text.slice(at, end) });
  for (const match of text.matchAll(pattern)) {
    const mention = mentionOf(match[0]);
    if (!mention) continue;
    words(match.index);
    parts.push({ mention });
    at = match.index + match[0].length;
  }
  words(text.length);
  return parts;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Mentions picked while writing whose full name is still in the text (spec 2 §5), each once. */
export function keptMentions(text: string, picked: readonly Mention[]): Mention[] {
  const seen = new Set<string>();
  return picked.filter((mention) => text.includes(mention.fullName) && !seen.has(mention.id) && seen.add(mention.id));
}

/** A comment's text as sent: each kept mention's full name replaced by its `%id%` token (spec 2 §5). */
export function withTokens(text: string, picked: readonly Mention[]): string {
  const kept = keptMentions(text, picked).sort((a, b) => b.fullName.length - a.fullName.length);
  if (!kept.length) return text;
  const pattern = new RegExp(kept.map((mention) => escape(mention.fullName)).join('|'), 'g');
  return text.replace(pattern, (name) => `%${kept.find((mention) => mention.fullName === name)!.id}%`);
}
