import limits from '@atrium/shared/limits.json';
import type { Language } from './language';

const QUOTA_MB = limits.uploadQuotaBytes / 1024 / 1024;

/** Issue 32 item 3: the answers past a surface's rate limit (429), in both languages. */
export const rateLimitMessages = {
  tooManyMessages: {
    en: 'You are sending messages too fast. Wait a minute, then send again.',
    tr: 'Çok hızlı mesaj gönderiyorsunuz. Bir dakika bekleyip yeniden gönderin.',
  },
  tooManyPosts: {
    en: 'You are posting too fast. Wait a minute, then try again.',
    tr: 'Çok hızlı paylaşım yapıyorsunuz. Bir dakika bekleyip yeniden deneyin.',
  },
  tooManyFollows: {
    en: 'You have followed and unfollowed too often. Wait a minute, then try again.',
    tr: 'Çok sık takip edip takibi bıraktınız. Bir dakika bekleyip yeniden deneyin.',
  },
  tooManyAppointmentRequests: {
    en: 'You have asked for too many appointments at once. Wait a minute, then try again.',
    tr: 'Aynı anda çok fazla randevu istediniz. Bir dakika bekleyip yeniden deneyin.',
  },
  tooManyInvitations: {
    en: 'You have sent too many invitations. Wait a minute, then invite again.',
    tr: 'Çok fazla davet gönderdiniz. Bir dakika bekleyip yeniden davet edin.',
  },
  tooManyUploads: {
    en: 'You are uploading too fast. Wait a minute, then try again.',
    tr: 'Çok hızlı dosya yüklüyorsunuz. Bir dakika bekleyip yeniden deneyin.',
  },
  uploadQuotaFull: {
    en: `Your uploads fill all the storage you have (${QUOTA_MB} MB). Remove some pictures, then try again.`,
    tr: `Yüklemeleriniz size ayrılan alanın tamamını (${QUOTA_MB} MB) dolduruyor. Birkaç resmi kaldırıp yeniden deneyin.`,
  },
} satisfies Record<string, Record<Language, string>>;
