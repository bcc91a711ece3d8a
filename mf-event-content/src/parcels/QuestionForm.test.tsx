import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { HostProps, QuestionFormParcelProps } from '@atrium/shared';
import type { Navigator } from 'react-router-dom';
import { mountRootParcel } from 'single-spa';
import { question } from '../testing/fixtures';
import questionFormParcel from './QuestionForm';

// The exposed ./QuestionForm as another remote mounts it (RemoteSlot's mountRootParcel and update):
// its props reach the form, and new ones (another survey's questions) replace them.

const host: HostProps = {
  slug: 'demo',
  basename: '/demo',
  location: { pathname: '/demo/event/e/social-hub', search: '', hash: '', state: null, key: 'k' },
  navigator: { push: jest.fn(), replace: jest.fn(), go: jest.fn(), createHref: () => '' } as unknown as Navigator,
  params: {},
  eventId: 'e',
};

// single-spa renders the parcel's own React root outside act(), as in the browser.
beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false }));
afterAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }));

test('the parcel draws the questions it is given, in steps, sends through onSubmit and takes new props', async () => {
  const domElement = document.body.appendChild(document.createElement('div'));
  const sent: unknown[] = [];
  const props = (title: string): QuestionFormParcelProps => ({
    questions: [question('q', 3, { title, isRequired: true })],
    formId: 'post-1',
    submitLabel: 'Send',
    mode: 'steps',
    onSubmit: async (answers) => void sent.push(answers),
  });
  const parcel = mountRootParcel(questionFormParcel, { domElement, ...host, ...props('Your city') });
  await parcel.mountPromise;
  expect(await screen.findByLabelText(/^Your city/)).toBeTruthy();
  expect(screen.getByLabelText('Question 1 of 1').textContent).toBe('1/1');

  fireEvent.change(screen.getByLabelText(/^Your city/), { target: { value: 'Izmir' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(sent).toEqual([[{ id: 'q', answer: 'Izmir' }]]));

  await parcel.update!({ ...host, ...props('Your country') });
  expect(await screen.findByText('Your country')).toBeTruthy();
  await parcel.unmount();
});
