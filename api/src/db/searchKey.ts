/**
 * A title as searched and deduplicated: accents and case folded in JavaScript, the same for both
 * databases (SQLite's lower() folds ASCII only), and Turkish dotted and dotless i made one, so
 * "ingilizce" finds "İngilizce" and "Yapay Zekâ" is the tag "yapay zeka".
 */
export function searchKey(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/ı/g, 'i').replace(/\s+/g, ' ').trim();
}
