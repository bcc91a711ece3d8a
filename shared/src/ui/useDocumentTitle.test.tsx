import { render } from '@testing-library/react';
import type { Application, WhiteLabelSettings } from '../contract';
import { sessionStore } from '../session';
import { useDocumentTitle } from '.';

function Page({ parts }: { parts: (string | null | undefined)[] }) {
  useDocumentTitle(...parts);
  return null;
}

const application = { name: 'ACME', slug: 'acme' } as Application;

beforeEach(() => {
  sessionStore.setState({ application, settings: { metaTitle: 'ACME Events' } as WhiteLabelSettings });
  document.title = 'Atrium';
});

describe('useDocumentTitle', () => {
  it('names the page, then the event, then the brand by its meta title, leaving out parts not there yet', () => {
    const { rerender } = render(<Page parts={['Program', undefined]} />);
    expect(document.title).toBe('Program · ACME Events');
    rerender(<Page parts={['Program', 'Spring Summit']} />);
    expect(document.title).toBe('Program · Spring Summit · ACME Events');
    sessionStore.setState({ settings: { metaTitle: '' } as WhiteLabelSettings });
    rerender(<Page parts={['Program', 'Spring Summit']} />);
    expect(document.title).toBe('Program · Spring Summit · ACME');
  });

  it('keeps the next page’s title when the page left cleans up after it (parcels are separate roots)', () => {
    const left = render(<Page parts={['Speakers']} />);
    const next = render(<Page parts={['Live sessions']} />);
    left.unmount();
    expect(document.title).toBe('Live sessions · ACME Events');
    next.unmount();
    expect(document.title).toBe('ACME Events');
  });
});
