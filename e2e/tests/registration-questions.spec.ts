import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';

// Issue 14 items 5 and 7: a registration form through the gateway, as the browser's renderer uses
// it: the workshop's questions, a file answer uploaded for its question, then the registration
// (Linus's: Ada registers through the screens in questions.spec.ts).

const MIB = 1024 * 1024;

async function signInAsLinus(request: APIRequestContext) {
  const application = (await (await request.post('/api/v2/login/getapplication', { data: { id: 'demo' } })).json()).data
    .id as string;
  const signedIn = await request.post('/api/v2/login/signin', {
    headers: { 'x-application-id': application },
    data: { email: 'linus@demo.test', password: DEMO_PASSWORD },
  });
  const token = (await signedIn.json()).data.token as string;
  const event = await request.post('/api/v2/Explore/GetEventBySlug', {
    headers: { authorization: `Bearer ${token}`, 'x-application-id': application },
    data: { slug: 'atrium-summit' },
  });
  const eventId = (await event.json()).data.id as string;
  return { authorization: `Bearer ${token}`, 'x-application-id': application, 'x-event-id': eventId };
}

test("Linus uploads a PDF for the workshop's file question and registers with his answers", async ({ request }) => {
  const headers = await signInAsLinus(request);
  const subEvents = (await (await request.post('/api/v2/Explore/ListSubEvents', { headers, data: {} })).json()).data
    .items as { id: string; title: string }[];
  const workshop = subEvents.find((subEvent) => subEvent.title === 'Inclusive Forms Workshop')!;
  const form = await request.post('/api/v2/Registration/GetQuestions', { headers, data: { subEventID: workshop.id } });
  const questions = (await form.json()).data.items as { id: string; type: number; maxFileSizeMb: number | null }[];
  expect(questions).toHaveLength(18);
  const ofType = (type: number) => questions.find((question) => question.type === type)!;

  const uploadPath = `/api/v2/registration/uploadfile?uploadType=registrationForm&registrationFormId=${workshop.id}&questionId=${ofType(104).id}`;
  // A PDF over the api's 1 MiB body limit but within the question's 2 MB passes the gateway.
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1.5 * MIB, 32)]);
  const uploaded = await request.post(uploadPath, {
    headers,
    multipart: { file: { name: 'form.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(uploaded.status()).toBe(200);
  const url = (await uploaded.json()).data.item.url as string;
  const served = await request.get(url);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect((await served.body()).length).toBe(pdf.length);

  const tooBig = await request.post(uploadPath, {
    headers: { ...headers, 'accept-language': 'tr' },
    multipart: { file: { name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([pdf, pdf]) } },
  });
  expect(tooBig.status()).toBe(400);
  expect((await tooBig.json()).validationErrors).toEqual({
    file: 'En fazla 2 MB büyüklüğünde, PDF, PNG türünde bir dosya seçin.',
  });

  const answers = [
    [12, 'linus@demo.test'],
    [4, 'Analyst'],
    [15, 'yes'],
    [100, 'labels'],
    [200, '5'],
    [104, url],
  ].map(([type, answer]) => ({ id: ofType(type as number).id, answer }));
  const refused = await request.post('/api/v2/Participant/RegisterToSubEvent', {
    headers,
    data: { subEventID: workshop.id, questions: answers.slice(1) },
  });
  expect((await refused.json()).validationErrors).toEqual({
    questions: 'Please answer the required question “Work e-mail for the workshop materials”.',
  });
  const registered = await request.post('/api/v2/Participant/RegisterToSubEvent', {
    headers,
    data: { subEventID: workshop.id, questions: answers },
  });
  expect(await registered.json()).toMatchObject({ hasError: false, data: { subEventID: workshop.id, status: 1 } });
});
