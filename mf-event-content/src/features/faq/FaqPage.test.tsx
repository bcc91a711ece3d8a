import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, sessionStore } from '@atrium/shared';
import type { Faq } from '@atrium/shared/contract';
import { failed, ok, restoreFetch, signInAs, type Call } from '@atrium/shared/testing';
import { ada, demo, event, list } from '../../testing/fixtures';
import { renderEvent, serveEvent } from '../../testing/renderEvent';

// FAQ (spec 2 §2.11, §8, §9).

const faqs: Faq[] = [
  { id: 'badge', title: 'Where do I pick up my badge?', details: '<p>At the <b>registration desk</b>.</p>' },
  { id: 'wifi', title: 'Is there Wi-Fi?', details: '<p>Join AtriumSummit.</p><img src="x" onerror="window.ran()">' },
];

let calls: Call[];

function serveFaqs(answer = (term: string) => ok(list(faqs.filter((f) => f.title.toLowerCase().includes(term))))) {
  calls = serveEvent(event(), {
    'Explore/ListFaqs': (body) => answer(String(body.searchTerm ?? '').toLowerCase()),
  });
}

const faqCalls = () => calls.filter((call) => call.path === 'explore/listfaqs');

jest.setTimeout(20_000);
beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs(ada, { application: demo });
  sessionStore.setState({ eventId: null });
});
afterEach(restoreFetch);

test('questions are buttons that open and close their sanitised answers', async () => {
  const ran = jest.fn();
  Object.assign(window, { ran });
  serveFaqs();
  renderEvent('/event/atrium-summit/faq');
  const question = await screen.findByRole('button', { name: 'Is there Wi-Fi?' });
  expect(question.getAttribute('aria-expanded')).toBe('false');
  const answer = document.getElementById(question.getAttribute('aria-controls')!)!;
  expect(answer.hidden).toBe(true);
  fireEvent.click(question);
  expect(question.getAttribute('aria-expanded')).toBe('true');
  expect(answer.hidden).toBe(false);
  expect(await within(answer).findByText('Join AtriumSummit.')).toBeTruthy();
  expect(answer.innerHTML).not.toContain('onerror');
  expect(ran).not.toHaveBeenCalled();
  // Another question opens beside it; the first closes again on its own button.
  fireEvent.click(screen.getByRole('button', { name: 'Where do I pick up my badge?' }));
  expect(screen.getByRole('button', { name: 'Where do I pick up my badge?' }).getAttribute('aria-expanded')).toBe(
    'true',
  );
  fireEvent.click(question);
  expect(question.getAttribute('aria-expanded')).toBe('false');
  expect(faqCalls()[0].eventId).toBe('summit-id');
});

test('search asks once, a second after typing stops; nothing found says so with the filter', async () => {
  serveFaqs();
  renderEvent('/event/atrium-summit/faq');
  await screen.findByRole('button', { name: 'Is there Wi-Fi?' });
  const field = screen.getByLabelText('Search the questions');
  fireEvent.change(field, { target: { value: 'bad' } });
  fireEvent.change(field, { target: { value: 'badge' } });
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(faqCalls()).toHaveLength(1);
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Is there Wi-Fi?' })).toBeNull(), { timeout: 3000 });
  expect(faqCalls().map((call) => call.body.searchTerm)).toEqual([null, 'badge']);
  fireEvent.change(field, { target: { value: 'parking' } });
  expect(await screen.findByText('No content matches your filter', undefined, { timeout: 3000 })).toBeTruthy();
});

test('an event without questions says content not found, with a refresh', async () => {
  serveFaqs(() => ok(list([])));
  renderEvent('/event/atrium-summit/faq');
  expect(await screen.findByText('Content not found')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
  await waitFor(() => expect(faqCalls()).toHaveLength(2));
});

test('a failure shows the message with Try again, which loads the list', async () => {
  let fail = true;
  serveFaqs((term) =>
    fail ? failed('The server is busy.', null, 500) : ok(list(faqs.filter((f) => f.title.includes(term)))),
  );
  renderEvent('/event/atrium-summit/faq');
  expect((await screen.findByRole('alert')).textContent).toContain('The server is busy.');
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: 'Is there Wi-Fi?' })).toBeTruthy();
});

test('Turkish', async () => {
  await i18n.changeLanguage('tr');
  serveFaqs(() => ok(list([])));
  renderEvent('/event/atrium-summit/faq');
  expect(await screen.findByRole('heading', { name: 'SSS' })).toBeTruthy();
  expect(screen.getByLabelText('Sorularda ara')).toBeTruthy();
  expect(await screen.findByText('İçerik bulunamadı')).toBeTruthy();
});
