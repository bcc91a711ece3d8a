import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, sessionStore } from '@atrium/shared';
import type { DocumentCategory, EventDocument } from '@atrium/shared/contract';
import { failed, ok, restoreFetch, signInAs, type Call } from '@atrium/shared/testing';
import { ada, demo, event, list } from '../../testing/fixtures';
import { renderEvent, serveEvent } from '../../testing/renderEvent';

// Documents (spec 2 §2.12, §8, §9).

const categories: DocumentCategory[] = [
  { id: 'guides', title: 'Event guides', color: '#3949ab' },
  { id: 'exhibitors', title: 'Exhibitor resources', color: '#00897b' },
];

const documents: EventDocument[] = [
  { id: 'handbook', title: 'Attendee handbook', image: '/api/files/demo/a1.pdf', categoryID: 'guides' },
  { id: 'wifi', title: 'Wi-Fi guide', image: '/api/files/demo/a2.txt', categoryID: 'guides' },
  { id: 'booths', title: 'Booth list', image: '/api/files/demo/a3.csv', categoryID: 'exhibitors' },
  { id: 'logo', title: 'Logo', image: '/api/files/demo/a4.PNG', categoryID: null },
  { id: 'deck', title: 'Sponsor deck', image: 'https://cdn.example/deck.pptx?v=2', categoryID: 'exhibitors' },
  { id: 'raw', title: 'Raw data', image: '/api/files/demo/a6', categoryID: null },
];

let calls: Call[];

function serveDocuments({ withCategories = true, fail = false } = {}) {
  calls = serveEvent(event(), {
    'Explore/ListDocumentCategories': () => ok(list(withCategories ? categories : [])),
    'Explore/ListDocumentsQuery': (body) => {
      if (fail) return failed('The server is busy.', null, 500);
      const term = String(body.searchTerm ?? '').toLowerCase();
      return ok(
        list(
          documents.filter(
            (d) => d.title.toLowerCase().includes(term) && (!body.categoryID || d.categoryID === body.categoryID),
          ),
        ),
      );
    },
  });
}

const rows = () => screen.getAllByTestId('document-row');
const documentCalls = () => calls.filter((call) => call.path === 'explore/listdocumentsquery');

jest.setTimeout(20_000);
beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs(ada, { application: demo });
  sessionStore.setState({ eventId: null });
});
afterEach(restoreFetch);

test('a row per document: its type icon, title, extension, category and a download opening in a new tab', async () => {
  serveDocuments();
  renderEvent('/event/atrium-summit/documents');
  const handbook = (await screen.findByText('Attendee handbook')).closest('li')!;
  expect(within(handbook).getByText('PDF', { selector: 'span' })).toBeTruthy();
  expect(within(handbook).getByText('Event guides')).toBeTruthy();
  const download = within(handbook).getByRole('link', { name: 'Download Attendee handbook' });
  expect(download.getAttribute('href')).toBe('/api/files/demo/a1.pdf');
  expect(download.getAttribute('target')).toBe('_blank');
  expect(download.getAttribute('rel')).toContain('noopener');
  expect(rows().map((row) => row.querySelector('svg[data-kind]')?.getAttribute('data-kind'))).toEqual([
    'pdf',
    'text',
    'sheet',
    'image',
    'slides',
    'other',
  ]);
  expect(within(rows()[3]).getByText('PNG', { selector: 'span' })).toBeTruthy();
  expect(within(rows()[4]).getByText('PPTX', { selector: 'span' })).toBeTruthy();
  expect(within(rows()[5]).getByText('File', { selector: 'span' })).toBeTruthy();
});

test('the category filter asks the server by category; with search, nothing found names the filter', async () => {
  serveDocuments();
  renderEvent('/event/atrium-summit/documents');
  await screen.findByText('Attendee handbook');
  const filter = await screen.findByLabelText('Category');
  expect([...(filter as HTMLSelectElement).options].map((o) => o.text)).toEqual([
    'All categories',
    'Event guides',
    'Exhibitor resources',
  ]);
  fireEvent.change(filter, { target: { value: 'exhibitors' } });
  await waitFor(() => expect(rows()).toHaveLength(2));
  expect(documentCalls().at(-1)?.body).toMatchObject({ categoryID: 'exhibitors', searchTerm: null });
  fireEvent.change(screen.getByLabelText('Search documents'), { target: { value: 'handbook' } });
  expect(await screen.findByText('No content matches your filter', undefined, { timeout: 3000 })).toBeTruthy();
  expect(documentCalls().at(-1)?.body).toMatchObject({ categoryID: 'exhibitors', searchTerm: 'handbook' });
  fireEvent.change(filter, { target: { value: '' } });
  expect(await screen.findByText('Attendee handbook')).toBeTruthy();
  expect(documentCalls().at(-1)?.body).toMatchObject({ categoryID: null, searchTerm: 'handbook' });
});

test('no categories, no filter; no documents, content not found', async () => {
  calls = serveEvent(event(), {
    'Explore/ListDocumentCategories': () => ok(list([])),
    'Explore/ListDocumentsQuery': () => ok(list([])),
  });
  renderEvent('/event/atrium-summit/documents');
  expect(await screen.findByText('Content not found')).toBeTruthy();
  await waitFor(() => expect(calls.some((call) => call.path === 'explore/listdocumentcategories')).toBe(true));
  expect(screen.queryByLabelText('Category')).toBeNull();
});

test('a failure shows the message with Try again', async () => {
  serveDocuments({ fail: true });
  renderEvent('/event/atrium-summit/documents');
  expect((await screen.findByRole('alert')).textContent).toContain('The server is busy.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
});

test('Turkish', async () => {
  await i18n.changeLanguage('tr');
  serveDocuments();
  renderEvent('/event/atrium-summit/documents');
  expect(await screen.findByRole('heading', { name: 'Belgeler' })).toBeTruthy();
  expect(await screen.findByRole('link', { name: 'İndir: Attendee handbook' })).toBeTruthy();
  expect(await screen.findByLabelText('Kategori')).toBeTruthy();
  expect(screen.getByRole('option', { name: 'Tüm kategoriler' })).toBeTruthy();
});
