import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { ALBUM_ITEM_TYPE, STAND_CHECK_IN_TYPE } from '@atrium/shared/contract';
import { cover, logo, svg, text } from './images';

// Issue 14 item 6: atrium-summit's exhibition, two halls of booths, enough for a second page at 15
// a page (spec 2 §9). Three booths are complete (managers, links, gallery with a video, about,
// location, contacts, social links); the first also asks two questions at check-in.

const { auto } = STAND_CHECK_IN_TYPE;

interface BoothSeed {
  key: string;
  title: string;
  hall: 'platforms' | 'startups';
  letters: string;
  colors: [string, string];
  checkInTypes: number[];
}

/** One booth a line: key | hall | logo letters | colour from | colour to | auto check-in (y/n) | title. */
const BOOTHS: BoothSeed[] = `
nimbus    | platforms | NC | #1565c0 | #42a5f5 | y | Nimbus Cloud
orbit     | platforms | OM | #6a1b9a | #ab47bc | y | Orbit Media
pixel     | platforms | PF | #00695c | #26a69a | n | Pixel Forge
tulip     | platforms | TB | #ad1457 | #ec407a | y | Tulip Bank
kite      | platforms | KT | #d84315 | #ff7043 | y | Kite Travel
mosaic    | platforms | MP | #4e342e | #8d6e63 | n | Mosaic Print
bosphorus | platforms | BL | #283593 | #5c6bc0 | y | Bosphorus Labs
kumo      | platforms | KS | #c2185b | #f06292 | y | Kumo Studio
rheinwerk | platforms | RS | #37474f | #78909c | y | Rheinwerk Security
nordic    | platforms | NA | #0277bd | #4fc3f7 | y | Nordic AI Institute
anatolia  | startups  | AA | #5d4037 | #a1887f | y | Anatolia Apps
lagos     | startups  | LV | #e65100 | #ffa726 | y | Lagos Ventures
openstage | startups  | OS | #558b2f | #9ccc65 | n | OpenStage
trattoria | startups  | TS | #00838f | #4dd0e1 | y | Trattoria Systems
ostr      | startups  | OT | #2e7d32 | #66bb6a | y | Open Source TR
wit       | startups  | WT | #4527a0 | #7e57c2 | y | Women in Tech
frequency | startups  | FW | #6d4c41 | #bcaaa4 | y | Frequency Works
shortest  | startups  | SP | #1a237e | #3949ab | y | Shortest Path BV
`
  .trim()
  .split('\n')
  .map((line) => {
    const [key, hall, letters, from, to, checkIn, title] = line.split('|').map((cell) => cell.trim());
    return {
      key,
      title,
      hall: hall as BoothSeed['hall'],
      letters,
      colors: [from, to],
      checkInTypes: checkIn === 'y' ? [auto] : [],
    };
  });

/** A product shot for a booth's gallery: a device on a coloured stage. */
function productShot(caption: string, color: string, index: number): string {
  const x = 300 + index * 60;
  return svg(
    `<rect width="1000" height="1000" fill="${color}"/><circle cx="${x + 200}" cy="380" r="260" fill="#fff" fill-opacity=".12"/><rect x="${x}" y="260" width="400" height="280" rx="24" fill="#fff"/><rect x="${x + 24}" y="284" width="352" height="200" rx="8" fill="${color}" fill-opacity=".35"/><rect x="${x + 150}" y="540" width="100" height="60" fill="#fff"/><rect x="${x + 90}" y="600" width="220" height="20" rx="10" fill="#fff"/>${text(500, 800, 56, caption)}`,
    1000,
    1000,
  );
}

interface BoothDetail {
  detail: string;
  venue: string;
  managers: string[];
  links: [string, string][];
  shots: string[];
  video: string;
  organizator: Record<string, string | boolean | null>;
  socialMedia: Record<string, string | boolean>;
  questions?: { type: number; title: string; required: boolean; details: object }[];
}

const DETAILS: Record<string, BoothDetail> = {
  nimbus: {
    detail:
      '<h3>Cloud for live events</h3><p>Nimbus Cloud streams keynotes to a million screens and keeps every session on record. Come by for a live demo of our low-latency player and pick up a sticker.</p><ul><li>Adaptive streaming in 40 regions</li><li>Captions in 30 languages</li><li>99.99 % uptime during your event</li></ul>',
    venue: 'Hall A · Booth A1',
    managers: ['margaret@demo.test', 'alan@demo.test', 'satoshi@demo.test'],
    links: [
      ['Product tour', 'https://nimbus.example/tour'],
      ['Pricing', 'https://nimbus.example/pricing'],
      ['Careers', 'https://nimbus.example/careers'],
    ],
    shots: ['Live player', 'Regions dashboard', 'Caption studio'],
    video: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    organizator: {
      email: 'booth@nimbus.example',
      emailIsActive: true,
      phoneNumber: '+90 212 555 11 00',
      phoneNumberIsActive: true,
      mobilePhone: '+90 532 555 11 00',
      mobilePhoneIsActive: false,
    },
    socialMedia: {
      twitter: 'https://twitter.com/nimbuscloud',
      twitterIsActive: true,
      linkedIn: 'https://www.linkedin.com/company/nimbus-cloud',
      linkedInIsActive: true,
      youtube: 'https://youtube.com/@nimbuscloud',
      youtubeIsActive: true,
      website: 'https://nimbus.example',
      websiteIsActive: true,
      instagram: 'https://instagram.com/nimbuscloud',
      instagramIsActive: false,
    },
    // Question types of spec 2 §3: 11 multiline text, 15 single choice.
    questions: [
      {
        type: 11,
        title: 'What brings you to our booth?',
        required: true,
        details: {
          placeholder: 'A project, a question, curiosity ...',
          hint: 'Our team reads this before they come over.',
          minLength: 3,
          maxLength: 300,
          rows: 3,
          showLimit: true,
        },
      },
      {
        type: 15,
        title: 'Would you like a personal demo?',
        required: false,
        details: {
          hint: 'A 15-minute walk through Nimbus Cloud with one of our engineers.',
          options: [
            { id: 'yes', title: 'Yes, today' },
            { id: 'later', title: 'Yes, after the event' },
            { id: 'no', title: 'No, thank you' },
          ],
        },
      },
    ],
  },
  orbit: {
    detail:
      '<h3>Stories that travel</h3><p>Orbit Media produces the video of Atrium Summit. Visit us to see how a hybrid stage is filmed with five cameras and one director.</p>',
    venue: 'Hall A · Booth A2',
    managers: ['hedy@demo.test'],
    links: [
      ['Showreel', 'https://orbit.example/showreel'],
      ['Book a crew', 'https://orbit.example/book'],
    ],
    shots: ['Camera rig', 'Director desk'],
    video: 'https://youtu.be/eRsGyueVLvQ',
    organizator: {
      email: 'hello@orbit.example',
      emailIsActive: true,
      phoneNumber: null,
      phoneNumberIsActive: false,
      mobilePhone: '+90 533 555 22 00',
      mobilePhoneIsActive: true,
    },
    socialMedia: {
      instagram: 'https://instagram.com/orbitmedia',
      instagramIsActive: true,
      youtube: 'https://youtube.com/@orbitmedia',
      youtubeIsActive: true,
      website: 'https://orbit.example',
      websiteIsActive: true,
    },
  },
  ostr: {
    detail:
      '<h3>Open Source TR</h3><p>A community of Turkish open-source maintainers. Find a project to contribute to, or bring yours and find contributors.</p><p>Meetups every month in İstanbul, Ankara and İzmir.</p>',
    venue: 'Hall B · Booth B5',
    managers: ['tim@demo.test', 'edsger@demo.test'],
    links: [
      ['Projects looking for help', 'https://opensource-tr.example/projects'],
      ['Next meetup', 'https://opensource-tr.example/meetups'],
    ],
    shots: ['Contributor wall'],
    video: 'https://www.youtube.com/watch?v=R6MlUcmOul8',
    organizator: {
      email: 'merhaba@opensource-tr.example',
      emailIsActive: true,
      phoneNumber: null,
      phoneNumberIsActive: false,
      mobilePhone: null,
      mobilePhoneIsActive: false,
    },
    socialMedia: {
      twitter: 'https://twitter.com/opensourcetr',
      twitterIsActive: true,
      website: 'https://opensource-tr.example',
      websiteIsActive: true,
    },
  },
};

/** The Haliç Congress Center, where the booths stand (the summit's venue). */
const VENUE = { address: 'Sütlüce, Karaağaç Cd. No:1, 34445 Beyoğlu/İstanbul', latitude: 41.0586, longtitude: 28.9478 };

/**
 * Writes atrium-summit's booths after seedPeople made their managers; Linus has checked in at
 * Nimbus Cloud (with answers) and visited it, Ada at none, so her first visit checks her in.
 */
export async function seedBooths(trx: Knex.Transaction, now: Date): Promise<void> {
  const summit = await trx('events').where({ slug: 'atrium-summit' }).first('id', 'application_id');
  const users = new Map<string, string>(
    (await trx('users').where({ application_id: summit.application_id }).select('id', 'email')).map((row) => [
      row.email,
      row.id,
    ]),
  );
  const halls = { platforms: randomUUID(), startups: randomUUID() };
  await trx('stand_halls').insert([
    { id: halls.platforms, event_id: summit.id, title: 'Hall A · Platforms', order_no: 0 },
    { id: halls.startups, event_id: summit.id, title: 'Hall B · Startups', order_no: 1 },
  ]);

  const ids = new Map<string, string>();
  for (const [index, booth] of BOOTHS.entries()) {
    const id = randomUUID();
    ids.set(booth.key, id);
    const more = DETAILS[booth.key];
    await trx('stands').insert({
      id,
      event_id: summit.id,
      hall_id: halls[booth.hall],
      title: booth.title,
      cover: cover(booth.title, ...booth.colors),
      image: logo(booth.letters, booth.colors[0]),
      detail: more?.detail ?? `<p>Meet the ${booth.title} team at Atrium Summit.</p>`,
      venue: more?.venue ?? null,
      address: more ? VENUE.address : null,
      latitude: more ? VENUE.latitude : null,
      longtitude: more ? VENUE.longtitude : null,
      organizator: JSON.stringify(more?.organizator ?? {}),
      social_media: JSON.stringify(more?.socialMedia ?? {}),
      check_in_types: JSON.stringify(booth.checkInTypes),
      order_no: index,
    });
    if (!more) continue;
    await trx('stand_links').insert(
      more.links.map(([title, url], order) => ({ id: randomUUID(), stand_id: id, title, url, order_no: order })),
    );
    await trx('stand_managers').insert(
      more.managers.map((email, order) => ({
        id: randomUUID(),
        stand_id: id,
        user_id: users.get(email),
        order_no: order,
      })),
    );
    await trx('stand_gallery').insert([
      ...more.shots.map((caption, order) => ({
        id: randomUUID(),
        stand_id: id,
        type: ALBUM_ITEM_TYPE.image,
        url: productShot(caption, booth.colors[0], order),
        order_no: order,
      })),
      { id: randomUUID(), stand_id: id, type: ALBUM_ITEM_TYPE.video, url: more.video, order_no: more.shots.length },
    ]);
    if (more.questions) {
      await trx('registration_questions').insert(
        more.questions.map((question, order) => ({
          id: randomUUID(),
          event_id: summit.id,
          stand_id: id,
          type: question.type,
          title: question.title,
          is_required: question.required,
          details: JSON.stringify(question.details),
          order_no: order,
        })),
      );
    }
  }

  const nimbus = ids.get('nimbus')!;
  const linus = users.get('linus@demo.test')!;
  const [why] = await trx('registration_questions').where('stand_id', nimbus).orderBy('order_no').select('id');
  await trx('stand_check_ins').insert({
    stand_id: nimbus,
    user_id: linus,
    current_stand_id: nimbus,
    answers: JSON.stringify([{ id: why.id, answer: 'Looking for a streaming partner for our kernel summit.' }]),
    created_at: now,
  });
  await trx('stand_visits').insert({
    stand_id: nimbus,
    user_id: linus,
    visit_count: 2,
    first_visit_at: now,
    last_visit_at: now,
  });
}
