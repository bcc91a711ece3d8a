import type { FileKind } from './fileType';

/** Each kind's colour and the short word on its icon. */
const LOOK: Record<FileKind, { color: string; label: string }> = {
  pdf: { color: '#c62828', label: 'PDF' },
  doc: { color: '#1565c0', label: 'DOC' },
  sheet: { color: '#2e7d32', label: 'XLS' },
  slides: { color: '#d84315', label: 'PPT' },
  image: { color: '#6a1b9a', label: 'IMG' },
  text: { color: '#546e7a', label: 'TXT' },
  other: { color: '#757575', label: 'FILE' },
};

/** A page with a folded corner in the kind's colour and its short name (decorative: the row says the extension). */
export function FileTypeIcon({ kind, size = 40 }: { kind: FileKind; size?: number }) {
  const { color, label } = LOOK[kind];
  return (
    <svg
      width={size}
      height={(size * 48) / 40}
      viewBox="0 0 40 48"
      aria-hidden="true"
      focusable="false"
      data-kind={kind}
    >
      <path d="M4 0h22l14 14v30a4 4 0 0 1-4 4H4a4 4 0 0 1-4-4V4a4 4 0 0 1 4-4z" fill={color} />
      <path d="M26 0v10a4 4 0 0 0 4 4h10z" fill="#fff" fillOpacity={0.45} />
      <text
        x="20"
        y="38"
        fill="#fff"
        fontFamily="system-ui, sans-serif"
        fontSize={label.length > 3 ? 9 : 11}
        fontWeight={700}
        textAnchor="middle"
      >
        {label}
      </text>
    </svg>
  );
}
