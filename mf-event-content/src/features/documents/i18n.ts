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
      downloadNamed: '{{title}} belgesini indir',
      noExtension: 'Dosya',
    },
  },
});
