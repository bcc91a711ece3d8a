/** The kinds of file a document row has an icon for (spec 2 §2.12). */
export type FileKind = 'pdf' | 'doc' | 'sheet' | 'slides' | 'image' | 'text' | 'other';

const KINDS: Record<Exclude<FileKind, 'other'>, string[]> = {
  pdf: ['pdf'],
  doc: ['doc', 'docx', 'odt', 'rtf', 'pages'],
  sheet: ['xls', 'xlsx', 'csv', 'ods', 'numbers'],
  slides: ['ppt', 'pptx', 'odp', 'key'],
  image: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'bmp', 'avif', 'heic'],
  text: ['txt', 'md'],
};

/** A document's extension from its file's URL (spec 2 §3: the path tells the type), lower case; '' when it has none. */
export function fileExtension(url: string): string {
  const path = url.split(/[?#]/)[0];
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function fileKind(extension: string): FileKind {
  const kind = (Object.keys(KINDS) as (keyof typeof KINDS)[]).find((key) => KINDS[key].includes(extension));
  return kind ?? 'other';
}
