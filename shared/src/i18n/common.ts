// Texts the shared primitives and the api client need, in both interface languages (spec 1 §1).

export const commonEn = {
  retry: 'Try again',
  close: 'Close',
  loading: 'Loading…',
  refresh: 'Refresh',
  contentNotFound: 'Content not found',
  contentFilterNotFound: 'No content matches your filter',
  dataNotFound: 'Data not found.',
  reconnectServer: 'Connection to the server was lost. Reconnecting…',
  connectionUnstable: 'Your internet connection is not stable, trying to reconnect...',
  networkError: 'The server could not be reached. Please check your connection and try again.',
  unexpectedAnswer: 'The server sent an unexpected answer (HTTP {{status}}). Please try again.',
  remoteFailed: 'This part of the page could not be loaded.',
  unexpected: 'Something went wrong. Please try again.',
};

export const commonTr: typeof commonEn = {
  retry: 'Tekrar dene',
  close: 'Kapat',
  loading: 'Yükleniyor…',
  refresh: 'Yenile',
  contentNotFound: 'İçerik bulunamadı',
  contentFilterNotFound: 'Filtrenize uygun içerik bulunamadı',
  dataNotFound: 'Veri bulunamadı.',
  reconnectServer: 'Sunucu bağlantısı koptu. Yeniden bağlanılıyor…',
  connectionUnstable: 'İnternet bağlantınız kararlı değil, yeniden bağlanmaya çalışılıyor...',
  networkError: 'Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
  unexpectedAnswer: 'Sunucu beklenmeyen bir yanıt gönderdi (HTTP {{status}}). Lütfen tekrar deneyin.',
  remoteFailed: 'Sayfanın bu bölümü yüklenemedi.',
  unexpected: 'Bir şeyler ters gitti. Lütfen tekrar deneyin.',
};
