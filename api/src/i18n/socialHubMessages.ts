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
  sortingMostUpvoted: { en: 'Most upvoted', tr: 'En çok oy alanlar' },
  upvoteQuestionsOnly: {
    en: 'Only questions can be upvoted.',
    tr: 'Yalnızca sorulara oy verilebilir.',
  },
  attendWrongType: { en: 'This is not the type of this post.', tr: 'Bu gönderinin türü bu değil.' },
  pollOver: { en: 'This poll is over.', tr: 'Bu oylama sona erdi.' },
  surveyOver: { en: 'This survey is over.', tr: 'Bu anket sona erdi.' },
  pollAlreadyVoted: {
    en: 'You have already joined this poll.',
    tr: 'Bu oylamaya zaten katıldınız.',
  },
  surveyAlreadyJoined: {
    en: 'You have already joined this survey.',
    tr: 'Bu ankete zaten katıldınız.',
  },
  pollChooseOption: { en: 'Choose an option to vote.', tr: 'Oy vermek için bir seçenek seçin.' },
  pollOneAnswer: { en: 'A poll takes one answer.', tr: 'Bir oylamada tek bir seçenek seçilir.' },
  pollQuestionOnly: { en: 'Answer this poll’s question.', tr: 'Bu oylamanın sorusunu yanıtlayın.' },
  questionNotInSurvey: { en: 'This survey does not ask this question.', tr: 'Bu anket bu soruyu sormuyor.' },
  livePollNone: { en: 'There is no live poll running now.', tr: 'Şu anda açık bir canlı anket yok.' },
  livePollAnswerNotFound: {
    en: 'Choose one of the poll’s answers.',
    tr: 'Anketin yanıtlarından birini seçin.',
  },
  livePollAlreadyVoted: {
    en: 'You have already voted in this poll.',
    tr: 'Bu ankette zaten oy kullandınız.',
  },
} satisfies Record<string, Record<Language, string>>;
