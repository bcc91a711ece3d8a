// Texts the shared primitives and the api client need, in both interface languages (spec 1 §1).

export const commonEn = {
  retry: 'Try again',
  close: 'Close',
  loading: 'Loading…',
  refresh: 'Refresh',
  loadMore: 'Load more',
  contentNotFound: 'Content not found',
  contentFilterNotFound: 'No content matches your filter',
  dataNotFound: 'Data not found.',
  reconnectServer: 'Connection to the server was lost. Reconnecting…',
  connectionUnstable: 'Your internet connection is not stable, trying to reconnect...',
  networkError: 'The server could not be reached. Please check your connection and try again.',
  unexpectedAnswer: 'The server sent an unexpected answer (HTTP {{status}}). Please try again.',
  remoteFailed: 'This part of the page could not be loaded.',
  unexpected: 'Something went wrong. Please try again.',
  // What a form says of a field the contract's schema refuses (issue 12 item 5).
  form: {
    required: 'This field is required.',
    tooShort: 'Too short (at least {{min}} characters).',
    tooLong: 'Too long (at most {{max}} characters).',
    email: 'Not a valid e-mail address.',
    invalid: 'This value is not valid.',
  },
  fileTooLarge: 'The file is larger than {{size}} MB.',
  uploading: 'Uploading… {{percent}}%',
};

export const commonTr: typeof commonEn = {
  retry: 'Tekrar dene',
  close: 'Kapat',
  loading: 'Yükleniyor…',
  refresh: 'Yenile',
  loadMore: 'Daha fazla yükle',
  contentNotFound: 'İçerik bulunamadı',
  contentFilterNotFound: 'Filtrenize uygun içerik bulunamadı',
  dataNotFound: 'Veri bulunamadı.',
  reconnectServer: 'Sunucu bağlantısı koptu. Yeniden bağlanılıyor…',
  connectionUnstable: 'İnternet bağlantınız kararlı değil, yeniden bağlanmaya çalışılıyor...',
  networkError: 'Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
  unexpectedAnswer: 'Sunucu beklenmeyen bir yanıt gönderdi (HTTP {{status}}). Lütfen tekrar deneyin.',
  remoteFailed: 'Sayfanın bu bölümü yüklenemedi.',
  unexpected: 'Bir şeyler ters gitti. Lütfen tekrar deneyin.',
  form: {
    required: 'Bu alan zorunludur.',
    tooShort: 'Çok kısa (en az {{min}} karakter).',
    tooLong: 'Çok uzun (en fazla {{max}} karakter).',
    email: 'Geçerli bir e-posta adresi değil.',
    invalid: 'Bu değer geçerli değil.',
  },
  fileTooLarge: 'Dosya {{size}} MB’tan büyük.',
  uploading: 'Yükleniyor… %{{percent}}',
};
