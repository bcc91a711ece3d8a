import { addTranslations } from '@atrium/shared';

addTranslations('event', {
  en: {
    gallery: {
      tabs: 'Gallery',
      uploads: 'Gallery',
      memories: 'Event memories',
      search: 'Search the gallery',
      photo: 'Photo {{number}}',
      video: 'Video: {{title}}',
      untitledVideo: 'Video {{number}}',
      watchOutside: '{{title}}, opens the video site in a new tab',
      videoSite: 'Watch on the video site',
      organiser: 'The organiser',
      photoBy: 'Photo by {{name}}',
      photoByOrganiser: 'Photo by the organiser',
    },
  },
  tr: {
    gallery: {
      tabs: 'Galeri',
      uploads: 'Galeri',
      memories: 'Etkinlik anıları',
      search: 'Galeride ara',
      photo: 'Fotoğraf {{number}}',
      video: 'Video: {{title}}',
      untitledVideo: 'Video {{number}}',
      watchOutside: '{{title}}, video sitesini yeni sekmede açar',
      videoSite: 'Video sitesinde izle',
      organiser: 'Organizatör',
      photoBy: 'Fotoğraf: {{name}}',
      photoByOrganiser: 'Fotoğraf: Organizatör',
    },
  },
});
