import { addTranslations } from '@atrium/shared';

addTranslations('event', {
  en: {
    documents: {
      search: 'Search documents',
      category: 'Category',
      allCategories: 'All categories',
      download: 'Download',
      downloadNamed: 'Download {{title}}',
      noExtension: 'File',
    },
  },
  tr: {
    documents: {
      search: 'Belgelerde ara',
      category: 'Kategori',
      allCategories: 'Tüm kategoriler',
      download: 'İndir',
      // Starts with the word shown, as written: 'İndir' lower-cased is not 'indir' (WCAG 2.5.3).
      downloadNamed: 'İndir: {{title}}',
      noExtension: 'Dosya',
    },
  },
});
