export { MentionField, mentionQuery } from './MentionField';
export type { MentionFieldProps } from './MentionField';
export { MentionText } from './MentionText';
export { commentParts, keptMentions, postParts, withTokens } from './tokens';
export type { TextPart } from './tokens';
