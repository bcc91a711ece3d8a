import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { LIVE_PROVIDER_TYPE, LIVE_SESSION_KIND, LIVE_SESSION_TYPE } from '@atrium/shared/contract';
import { cover, svg, text } from './images';
import { TEST_SOURCE } from '../streaming/ffmpeg';

// Issue 16 item 6: atrium-summit's live sessions. The opening keynote is running (ffmpeg's test
// picture when the api streams), the hybrid panel waits an hour and streams the same way once
// switched live, the speakers' green room is Linus's to broadcast (Ada is listed there, inactive,
// so she watches), and two sessions play elsewhere: a video-site room and a provider's stream.

const MINUTE = 60 * 1000;
/** A session's video-site room and its provider's player: the same openly licensed film. */
const VIDEO_SITE_EMBED = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ';

const banner = (caption: string, color: string) =>
  svg(`<rect width="1000" height="100" fill="${color}"/>${text(500, 62, 36, caption)}`, 1000, 100);
const background = (color: string) =>
  svg(
    `<rect width="1920" height="1200" fill="${color}"/><circle cx="1600" cy="200" r="420" fill="#fff" fill-opacity=".06"/><circle cx="260" cy="1040" r="520" fill="#fff" fill-opacity=".05"/>`,
    1920,
    1200,
  );

export async function seedLive(trx: Knex.Transaction, now: Date): Promise<void> {
  const summit = await trx('events').where({ slug: 'atrium-summit' }).first('id', 'application_id');
  const people: { id: string; email: string }[] = await trx('users')
    .where({ application_id: summit.application_id })
    .whereIn('email', ['ada@demo.test', 'linus@demo.test'])
    .select('id', 'email');
  const idOf = (email: string) => people.find((person) => person.email === email)!.id;
  const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);

  const session = (fields: Record<string, unknown>) => ({
    id: randomUUID(),
    event_id: summit.id,
    image: null,
    is_live: false,
    is_active: true,
    is_active_for_speakers: false,
    kind: null,
    session_type: LIVE_SESSION_TYPE.stream,
    show_watcher_count: false,
    venue_id: null,
    top_banner: null,
    bottom_banner: null,
    background_banner: null,
    room_url: null,
    stream_source: null,
    created_at: now,
    updated_at: now,
    ...fields,
  });
  const keynote = session({
    title: 'Opening keynote: the state of hybrid events',
    image: cover('Opening keynote', '#3949ab', '#00897b'),
    is_live: true,
    start_date: at(-30),
    end_date: at(90),
    show_watcher_count: true,
    order_no: 2,
    top_banner: banner('Atrium Summit · Main stage', '#3949ab'),
    bottom_banner: banner('Questions? Ask them in the social hub', '#00897b'),
    background_banner: background('#1a237e'),
    stream_source: TEST_SOURCE,
  });
  const panel = session({
    title: 'Panel: building for hybrid audiences',
    image: cover('Hybrid panel', '#f4511e', '#8e24aa'),
    start_date: at(60),
    end_date: at(120),
    show_watcher_count: true,
    order_no: 3,
    top_banner: banner('Atrium Summit · Hall B', '#f4511e'),
    background_banner: background('#4a148c'),
    stream_source: TEST_SOURCE,
  });
  const greenRoom = session({
    title: 'Speakers’ green room',
    image: cover('Green room', '#00897b', '#3949ab'),
    kind: LIVE_SESSION_KIND.speaker,
    is_active_for_speakers: true,
    start_date: at(30),
    end_date: at(150),
    order_no: 1,
  });
  const hallway = session({
    title: 'Hallway track on the video site',
    image: cover('Hallway track', '#8e24aa', '#f4511e'),
    is_live: true,
    session_type: LIVE_SESSION_TYPE.videoSiteRoom,
    start_date: at(-60),
    end_date: at(240),
    order_no: 4,
    room_url: VIDEO_SITE_EMBED,
  });
  const demos = session({
    title: 'Product demos from our streaming partner',
    image: cover('Product demos', '#00897b', '#f4511e'),
    is_live: true,
    session_type: LIVE_SESSION_TYPE.providerStream,
    start_date: at(-15),
    end_date: at(105),
    show_watcher_count: true,
    order_no: 5,
  });
  const rehearsal = session({
    title: 'Closing keynote rehearsal',
    is_active: false,
    start_date: at(300),
    end_date: at(330),
    order_no: 6,
  });
  await trx('live_sessions').insert([keynote, panel, greenRoom, hallway, demos, rehearsal]);
  await trx('live_session_publishers').insert([
    { session_id: greenRoom.id, user_id: idOf('linus@demo.test'), is_active: true },
    { session_id: greenRoom.id, user_id: idOf('ada@demo.test'), is_active: false },
  ]);
  await trx('live_session_providers').insert({
    id: randomUUID(),
    session_id: demos.id,
    title: 'Partner stream',
    type: LIVE_PROVIDER_TYPE.videoSite,
    url: VIDEO_SITE_EMBED,
    order_no: 0,
  });
}
