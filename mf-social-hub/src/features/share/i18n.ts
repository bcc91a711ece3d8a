import { addTranslations } from '@atrium/shared';

// The share panel (spec 2 §2.17).

addTranslations('socialHub', {
  en: {
    share: 'Share a post',
    whatsNew: 'Share something with the event…',
    picture: 'The picture to share',
    addPicture: 'Add a picture',
    removePicture: 'Remove the picture',
    topic: 'Topic',
    noTopic: 'No topic',
    post: 'Post',
  },
  tr: {
    share: 'Gönderi paylaş',
    whatsNew: 'Etkinlikle bir şey paylaşın…',
    picture: 'Paylaşılacak resim',
    addPicture: 'Resim ekle',
    removePicture: 'Resmi kaldır',
    topic: 'Konu',
    noTopic: 'Konu yok',
    post: 'Paylaş',
  },
});
