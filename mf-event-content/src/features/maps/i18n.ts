import { addTranslations } from '@atrium/shared';

addTranslations('event', {
  en: { maps: { search: 'Search the maps', open: 'Open the map {{title}}' } },
  tr: { maps: { search: 'Haritalarda ara', open: '{{title}} haritasını aç' } },
});
