import { addTranslations } from '@atrium/shared';

// The networking list, its cards, the room page and the invite dialog (spec 2 §2.21, §2.22, §8).

addTranslations('networking', {
  en: {
    title: 'Networking',
    info: 'Take a free seat in a room to meet the people in it by video. Full rooms open again as seats free up.',
    search: 'Search rooms',
    open: 'Open',
    full: 'Full',
    // The card's button: the title first, so it is found by it whatever the seats.
    roomCard: '{{title}}, {{status}}, {{count}} of {{capacity}} seats taken',
    seats: 'Seats',
    emptySeat: 'Free seat',
    seatProfile: "{{name}}'s profile",
    noSpace: 'there is no space in networking rooms, try later',
    loadingRoom: 'Entering the room…',
    inviteTitle: 'Invite someone to {{title}}',
    searchParticipants: 'Search participants',
    invite: 'Invite',
    inviteName: 'Invite {{name}}',
    invited: 'Invited',
    inRoom: 'In the room',
    roomFull: 'This room is full so the invite cannot be sent',
    inviteSent: 'Invitation sent to {{name}}',
    moreParticipants: 'More participants',
  },
  tr: {
    // As the event menu names it.
    title: 'Tanışma alanı',
    info: 'Odadaki kişilerle görüntülü tanışmak için boş bir koltuğa oturun. Dolu odalar, koltuk boşaldıkça yeniden açılır.',
    search: 'Oda ara',
    open: 'Açık',
    full: 'Dolu',
    roomCard: '{{title}}, {{status}}, {{capacity}} koltuğun {{count}} tanesi dolu',
    seats: 'Koltuklar',
    emptySeat: 'Boş koltuk',
    seatProfile: '{{name}} profili',
    noSpace: 'networking odalarında yer yok, daha sonra tekrar deneyin',
    loadingRoom: 'Odaya giriliyor…',
    inviteTitle: '{{title}} odasına davet et',
    searchParticipants: 'Katılımcı ara',
    invite: 'Davet et',
    inviteName: '{{name}} kişisini davet et',
    invited: 'Davet edildi',
    inRoom: 'Odada',
    roomFull: 'Bu oda dolu olduğu için davet gönderilemiyor',
    inviteSent: '{{name}} kişisine davet gönderildi',
    moreParticipants: 'Daha fazla katılımcı',
  },
});
