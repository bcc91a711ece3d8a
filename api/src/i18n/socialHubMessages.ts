import type { Language } from './language';

/** Issue 15: the texts of the social hub's calls (spec 2 §5, §6, §8), in both languages; index.ts spreads them in. */
export const socialHubMessages = {
  noSocialHub: { en: 'This event has no social hub.', tr: 'Bu etkinliğin sosyal alanı yok.' },
  postEmpty: { en: 'Write something to share.', tr: 'Paylaşmak için bir şeyler yazın.' },
  postNotYours: {
    en: 'You can only change your own posts.',
    tr: 'Yalnızca kendi gönderilerinizi değiştirebilirsiniz.',
  },
  postDeleteNotYours: {
    en: 'You can only delete your own posts.',
    tr: 'Yalnızca kendi gönderilerinizi silebilirsiniz.',
  },
  postTypeOrganiser: {
    en: 'Polls and surveys are made by the organisers.',
    tr: 'Anketleri ve oylamaları organizatörler hazırlar.',
  },
  announcementOrganiser: {
    en: 'Announcements are made by the organisers.',
    tr: 'Duyuruları organizatörler yapar.',
  },
  sessionNotFound: { en: 'There is no such session in this event.', tr: 'Bu etkinlikte böyle bir oturum yok.' },
  topicNotFound: { en: 'Choose one of the topics of this event.', tr: 'Bu etkinliğin konularından birini seçin.' },
  postImageInvalid: { en: 'Attach an image uploaded here.', tr: 'Buraya yüklenmiş bir resim ekleyin.' },
  postLikeDeleted: {
    en: 'The post you tried to like has been deleted.',
    tr: 'Beğenmeye çalıştığınız gönderi silinmiş.',
  },
  postCommentDeleted: {
    en: 'The post you tried to comment on has been deleted.',
    tr: 'Yorum yapmaya çalıştığınız gönderi silinmiş.',
  },
  postDeleted: { en: 'This post has been deleted.', tr: 'Bu gönderi silinmiş.' },
  commentEmpty: { en: 'Write a comment.', tr: 'Bir yorum yazın.' },
  commentNotYours: {
    en: 'You can only change your own comments.',
    tr: 'Yalnızca kendi yorumlarınızı değiştirebilirsiniz.',
  },
  commentDeleteNotYours: {
    en: 'You can only delete your own comments.',
    tr: 'Yalnızca kendi yorumlarınızı silebilirsiniz.',
  },
  commentParentNotFound: {
    en: 'The comment you answered is not on this post.',
    tr: 'Yanıtladığınız yorum bu gönderide değil.',
  },
  sortingNewest: { en: 'Newest first', tr: 'En yeniler' },
  sortingMostLiked: { en: 'Most liked', tr: 'En çok beğenilenler' },
  sortingMostCommented: { en: 'Most commented', tr: 'En çok yorumlananlar' },
} satisfies Record<string, Record<Language, string>>;
