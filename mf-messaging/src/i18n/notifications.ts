import { addTranslations } from '@atrium/shared';

// The notifications dialog's Notifications tab (spec 1 §2 Dialogs 4); the tabs' names are in appointments.

addTranslations('notifications', {
  en: {
    list: 'Your notifications',
    empty: 'You have no notifications.',
    unread: 'Unread',
    readAll: 'Mark all as read',
    deleteAll: 'Delete all',
    deleteOne: 'Delete notification: {{title}}',
    confirmTitle: 'Delete all notifications?',
    confirmText: 'Every notification will be removed. This cannot be undone.',
    allRead: 'All notifications are marked as read.',
    allDeleted: 'All notifications are deleted.',
  },
  tr: {
    list: 'Bildirimleriniz',
    empty: 'Bildiriminiz yok.',
    unread: 'Okunmadı',
    readAll: 'Tümünü okundu işaretle',
    deleteAll: 'Tümünü sil',
    deleteOne: 'Bildirimi sil: {{title}}',
    confirmTitle: 'Tüm bildirimler silinsin mi?',
    confirmText: 'Bütün bildirimler kaldırılacak. Bu işlem geri alınamaz.',
    allRead: 'Tüm bildirimler okundu olarak işaretlendi.',
    allDeleted: 'Tüm bildirimler silindi.',
  },
});
