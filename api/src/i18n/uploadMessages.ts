import limits from '@atrium/shared/limits.json';
import type { Language } from './language';

const MB = limits.uploadFileBytes / 1024 / 1024;

/** Issue 12 item 4: the texts of the upload route family, in both languages; index.ts spreads them in. */
export const uploadMessages = {
  fileRequired: { en: 'Choose a file to upload.', tr: 'Yüklenecek bir dosya seçin.' },
  fileNotImage: {
    en: 'This file is not an image. Use a JPEG, PNG, WebP or GIF picture.',
    tr: 'Bu dosya bir resim değil. JPEG, PNG, WebP ya da GIF bir resim kullanın.',
  },
  fileTooLarge: { en: `The file is larger than ${MB} MB.`, tr: `Dosya ${MB} MB’tan büyük.` },
  fileUnreadable: {
    en: 'The upload could not be read. Send one file in the field "file".',
    tr: 'Yükleme okunamadı. "file" alanında tek bir dosya gönderin.',
  },
} satisfies Record<string, Record<Language, string>>;
