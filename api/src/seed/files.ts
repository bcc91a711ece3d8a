import type { Knex } from 'knex';
import sharp from 'sharp';
import { logo } from './images';
import { fileKeyOf, type Storage } from '../storage';

// Issue 14 item 6: the demo documents are real files the api serves, made at seed time like the
// profile pictures (pictures.ts): small PDFs written by hand, a text guide, a CSV and a PNG.

const PAGE_TEXT: Record<string, string[]> = {
  'Attendee handbook': [
    'Welcome to Atrium Summit, three days of keynotes, workshops and a hackathon.',
    'Badges: pick yours up at the registration desk from 08:30 every day.',
    'Sessions: the program in the app shows every hall; star sessions to build your agenda.',
    'Exhibition: Hall A hosts the platforms, Hall B the startups. Visit a booth to check in.',
    'Online: every session in the Main Hall and Hall B is streamed live.',
  ],
  'Code of conduct': [
    'Atrium Summit is for everyone. Be kind, listen, and make room for others.',
    'Harassment in any form is not tolerated, on site or online.',
    'If you see or experience a problem, tell a volunteer in a green shirt',
    'or write to hello@atrium-summit.example. We answer within the hour.',
  ],
  'Exhibitor manual': [
    'Build-up: the day before the event, 14:00 to 22:00. Dismantling after 18:00 on the last day.',
    'Power: every booth has two 230 V sockets; ask for more at the service desk.',
    'Check-in: attendees who open your booth in the app are checked in after 3 seconds.',
    'Leads: your booth managers see appointment requests in the app.',
  ],
};

const WIFI_GUIDE = `Atrium Summit - Wi-Fi and accessibility

Wi-Fi
  Network:  AtriumSummit
  Password: printed on the back of your badge
  Speakers: use AtriumStage (ask the stage manager for the password)

Accessibility
  - Step-free access to every hall, lifts beside the registration desk
  - Hearing loops in the Main Hall and Hall B
  - Live captions on the Main Hall screen and in every stream
  - A quiet room on the first floor, next to the press room
`;

/** One A4 page of Helvetica text: the title, then one line per entry. ASCII only (the standard font's encoding). */
export function textPdf(title: string, lines: string[]): Buffer {
  const escape = (value: string) => value.replace(/[\\()]/g, (c) => `\\${c}`);
  const body = lines.map((line) => `(${escape(line)}) Tj T*`).join('\n');
  const content = `BT /F1 22 Tf 56 770 Td (${escape(title)}) Tj ET\nBT /F1 11 Tf 56 730 Td 18 TL\n${body}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    // The viewer's tab shows the title, not the file's random name.
    `<< /Title (${escape(title)}) >>`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** The booths of the document's event by hall, as a spreadsheet opens them. */
async function boothList(db: Knex, eventId: string): Promise<string> {
  const rows: { hall: string | null; title: string }[] = await db('stands')
    .leftJoin('stand_halls', 'stand_halls.id', 'stands.hall_id')
    .where('stands.event_id', eventId)
    .orderBy(['stand_halls.order_no', 'stands.order_no'])
    .select('stand_halls.title as hall', 'stands.title');
  const cell = (value: string) => `"${value.replace(/"/g, '""')}"`;
  return ['Hall,Booth', ...rows.map((row) => `${cell(row.hall ?? '')},${cell(row.title)}`)].join('\r\n') + '\r\n';
}

async function fileFor(
  db: Knex,
  document: { event_id: string; title: string },
  extension: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  switch (extension) {
    case 'pdf':
      return { bytes: textPdf(document.title, PAGE_TEXT[document.title] ?? []), contentType: 'application/pdf' };
    case 'txt':
      return { bytes: Buffer.from(WIFI_GUIDE), contentType: 'text/plain; charset=utf-8' };
    case 'csv':
      return { bytes: Buffer.from(await boothList(db, document.event_id)), contentType: 'text/csv; charset=utf-8' };
    case 'png': {
      const svg = decodeURIComponent(logo('AS', '#3949ab').replace(/^data:image\/svg\+xml,/, ''));
      return { bytes: await sharp(Buffer.from(svg)).resize(512, 512).png().toBuffer(), contentType: 'image/png' };
    }
    default:
      return null;
  }
}

/** Writes the file of every seeded document whose file the storage does not hold yet; answers how many. */
export async function seedDocumentFiles(db: Knex, storage: Storage): Promise<number> {
  const documents: { event_id: string; title: string; image: string }[] = await db('documents').select(
    'event_id',
    'title',
    'image',
  );
  let written = 0;
  for (const document of documents) {
    const key = fileKeyOf(document.image);
    if (!key) continue;
    const stored = await storage.get(key);
    if (stored) {
      stored.stream.destroy();
      continue;
    }
    const file = await fileFor(db, document, key.slice(key.lastIndexOf('.') + 1));
    if (!file) continue;
    await storage.put(key, file.bytes, file.contentType);
    written += 1;
  }
  return written;
}
