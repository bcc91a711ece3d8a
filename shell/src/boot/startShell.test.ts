import { STORAGE_KEYS, VERSION_MARKER } from '@atrium/shared/constants';
import { startShell } from './startShell';

/** A window whose reload is recorded, over jsdom's document and the given storage. */
function page(storage: Storage) {
  const reload = jest.fn();
  const win = { document, localStorage: storage, location: { reload } } as unknown as Window;
  const boot = document.createElement('script');
  boot.dataset.scripts = '/main.js /other.js';
  return { win, boot, reload, added: () => [...document.head.querySelectorAll('script')].map((s) => s.src) };
}

describe('startShell (spec 1 §1 version flag)', () => {
  beforeEach(() => {
    localStorage.clear();
    document.head.innerHTML = '';
  });

  it('on the first run of a version reloads once, before adding any script', () => {
    const { win, boot, reload, added } = page(localStorage);
    startShell(boot, win);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.appVersion)).toBe(VERSION_MARKER);
    expect(added()).toEqual([]);
  });

  it('with the flag of this version adds the entry scripts in order', () => {
    localStorage.setItem(STORAGE_KEYS.appVersion, VERSION_MARKER);
    const { win, boot, reload, added } = page(localStorage);
    startShell(boot, win);
    expect(reload).not.toHaveBeenCalled();
    expect(added()).toEqual(['http://localhost/main.js', 'http://localhost/other.js']);
  });

  it('reloads after the flag of an older version', () => {
    localStorage.setItem(STORAGE_KEYS.appVersion, 'v1.0.0');
    const { win, boot, reload } = page(localStorage);
    startShell(boot, win);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads when storage cannot keep the flag, and still starts', () => {
    const blocked = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    const { win, boot, reload, added } = page(blocked);
    startShell(boot, win);
    expect(reload).not.toHaveBeenCalled();
    expect(added()).toEqual(['http://localhost/main.js', 'http://localhost/other.js']);
  });
});
