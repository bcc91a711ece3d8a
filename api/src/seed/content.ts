import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { ALBUM_ITEM_TYPE } from '@atrium/shared/contract';
import { svg, text } from './images';
import { fileUrl, newFileKey } from '../storage';

// Issue 14 item 6: atrium-summit's FAQ, documents, gallery, event memories and area maps. The
// documents' files are written into the storage by seedDocumentFiles (files.ts), under the
// keys chosen here.

const FAQS: [string, string][] = [
  [
    'Where do I pick up my badge?',
    '<p>At the registration desk at the main entrance of the Haliç Congress Center, from 08:30 every day. Bring the e-mail with your QR code or your ID.</p>',
  ],
  [
    'Can I follow the sessions online?',
    '<p>Yes. Every session in the Main Hall and Hall B is streamed live under <strong>Live sessions</strong>, and recordings are published within a day.</p>',
  ],
  [
    'How do I book a meeting with an exhibitor?',
    '<p>Open the booth in the <strong>Exhibition</strong> and press the appointment button beside a manager. You get a notification when they accept.</p>',
  ],
  [
    'Is there Wi-Fi at the venue?',
    '<p>Join <em>AtriumSummit</em>; the password is printed on the back of your badge. The Wi-Fi guide under <strong>Documents</strong> has the details.</p>',
  ],
  [
    'Are the workshops included in my ticket?',
    '<p>Yes, but places are limited. Register for a workshop from its program entry; the organiser confirms the approval-only ones by e-mail.</p>',
  ],
  [
    'How do I get to the venue?',
    '<p>The Sütlüce ferry pier is a five-minute walk away. Buses 36T and 47 stop in front of the center, and there is a car park for 1,200 cars.</p>',
  ],
  [
    'Is the venue accessible?',
    '<p>Every hall has step-free access and hearing loops. Live captions are shown in the Main Hall and in the stream. Ask any volunteer in a green shirt for help.</p>',
  ],
];

/** [category key, title, extension]; the categories are below. */
const DOCUMENTS: [string, string, string][] = [
  ['guides', 'Attendee handbook', 'pdf'],
  ['guides', 'Code of conduct', 'pdf'],
  ['guides', 'Wi-Fi and accessibility guide', 'txt'],
  ['exhibitors', 'Exhibitor manual', 'pdf'],
  ['exhibitors', 'Booth list by hall', 'csv'],
  ['exhibitors', 'Atrium Summit logo', 'png'],
];

/** A photo of the event, drawn: a stage with a screen, lights and the audience's heads. */
export function eventPhoto(caption: string, hue: number, seed: number): string {
  const heads = Array.from({ length: 14 }, (_, index) => {
    const x = 40 + index * 70 + ((seed * 13 + index * 7) % 30);
    const y = 860 + ((seed + index * 5) % 40);
    return `<circle cx="${x}" cy="${y}" r="34" fill="hsl(${hue},20%,12%)"/><rect x="${x - 42}" y="${y + 30}" width="84" height="120" rx="30" fill="hsl(${hue},20%,12%)"/>`;
  }).join('');
  return svg(
    `<rect width="1000" height="1000" fill="hsl(${hue},45%,18%)"/><rect x="160" y="140" width="680" height="380" rx="12" fill="hsl(${hue},60%,55%)"/>${text(500, 350, 48, caption)}<rect x="0" y="600" width="1000" height="400" fill="hsl(${hue},30%,24%)"/><circle cx="120" cy="60" r="40" fill="#fff" fill-opacity=".5"/><circle cx="880" cy="60" r="40" fill="#fff" fill-opacity=".5"/>${heads}`,
    1000,
    1000,
  );
}

const MEMORIES = [
  'Opening keynote',
  'Coffee break',
  'Workshop tables',
  'Hackathon night',
  'Panel on stage',
  'Hall B crowd',
  'Sponsor lounge',
  'Founders dinner',
  'Live captions',
  'Terrace lunch',
];

/** A floor plan: rooms as labelled boxes on a grid. */
function floorPlan(title: string, rooms: [string, number, number, number, number, string][]): string {
  const grid = Array.from({ length: 19 }, (_, index) => `<path d="M${50 + index * 50} 0v700" stroke="#e0e0e0"/>`).join(
    '',
  );
  const boxes = rooms
    .map(
      ([name, x, y, width, height, color]) =>
        `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="8" fill="${color}" fill-opacity=".85" stroke="#263238" stroke-width="4"/>${text(x + width / 2, y + height / 2 + 10, 28, name)}`,
    )
    .join('');
  return svg(
    `<rect width="1000" height="700" fill="#fafafa"/>${grid}${boxes}${text(500, 670, 32, title, '#263238')}`,
    1000,
    700,
  );
}

const MAPS: [string, string][] = [
  [
    'Ground floor',
    floorPlan('Ground floor', [
      ['Main Hall', 40, 40, 520, 330, '#3949ab'],
      ['Hall A · Platforms', 600, 40, 360, 330, '#1565c0'],
      ['Registration', 40, 410, 300, 190, '#00897b'],
      ['Café', 380, 410, 180, 190, '#6d4c41'],
      ['Hall B · Startups', 600, 410, 360, 190, '#2e7d32'],
    ]),
  ],
  [
    'First floor',
    floorPlan('First floor', [
      ['Hall B', 40, 40, 440, 330, '#00897b'],
      ['Workshop Room', 520, 40, 440, 330, '#f4511e'],
      ['Terrace', 40, 410, 620, 190, '#7cb342'],
      ['Press room', 700, 410, 260, 190, '#546e7a'],
    ]),
  ],
];

/** Writes atrium-summit's FAQ, documents, gallery, memories and maps, after seedPeople made the people. */
export async function seedContent(trx: Knex.Transaction, now: Date): Promise<void> {
  const summit = await trx('events').where({ slug: 'atrium-summit' }).first('id', 'application_id');
  const row = (order: number) => ({ id: randomUUID(), event_id: summit.id, order_no: order });

  await trx('faqs').insert(FAQS.map(([title, details], order) => ({ ...row(order), title, details })));

  const categories = {
    guides: { ...row(0), title: 'Event guides', color: '#3949ab' },
    exhibitors: { ...row(1), title: 'Exhibitor resources', color: '#00897b' },
  };
  await trx('document_categories').insert(Object.values(categories));
  await trx('documents').insert(
    DOCUMENTS.map(([category, title, extension], order) => ({
      ...row(order),
      category_id: categories[category as keyof typeof categories].id,
      title,
      image: fileUrl(newFileKey(summit.application_id, extension)),
    })),
  );

  await trx('album_items').insert([
    ...MEMORIES.slice(0, 6).map((caption, order) => ({
      ...row(order),
      type: ALBUM_ITEM_TYPE.image,
      url: eventPhoto(caption, 200 + order * 25, order),
      title: caption,
    })),
    {
      ...row(6),
      type: ALBUM_ITEM_TYPE.video,
      url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      title: 'Atrium Summit in two minutes',
    },
    {
      ...row(7),
      type: ALBUM_ITEM_TYPE.video,
      url: 'https://youtu.be/R6MlUcmOul8',
      title: 'Keynote: real-time at scale',
    },
  ]);

  // 30 memories, so a second page of 24 (spec 2 §9) is there to load; one in five is the organiser's.
  const owners = await trx('users')
    .where({ application_id: summit.application_id })
    .whereIn('email', ['ada@demo.test', 'linus@demo.test', 'margaret@demo.test', 'alan@demo.test'])
    .orderBy('email')
    .select('id');
  await trx('event_memories').insert(
    Array.from({ length: 30 }, (_, index) => ({
      id: randomUUID(),
      event_id: summit.id,
      user_id: index % 5 === 4 ? null : owners[index % owners.length].id,
      type: ALBUM_ITEM_TYPE.image,
      image: eventPhoto(MEMORIES[index % MEMORIES.length], (index * 37) % 360, index),
      created_at: new Date(now.getTime() - index * 17 * 60 * 1000),
    })),
  );

  await trx('area_maps').insert(MAPS.map(([title, image], order) => ({ ...row(order), title, image })));
}
