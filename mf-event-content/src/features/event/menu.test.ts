import { allModules } from '../../testing/fixtures';
import { backTarget, menuItems, visibleIconCount } from './menu';

describe('left menu (spec 2 §2.2)', () => {
  test('shows (window height - 85 - 250) / 50 icons, from 1 to 11', () => {
    expect(visibleIconCount(700)).toBe(7);
    expect(visibleIconCount(1000)).toBe(11);
    expect(visibleIconCount(735)).toBe(8);
    expect(visibleIconCount(734)).toBe(7);
    expect(visibleIconCount(300)).toBe(1);
    expect(visibleIconCount(2000)).toBe(11);
  });

  test('never lists the social hub; a custom module is its url with https:// added, under its title', () => {
    const items = menuItems(allModules, 'en');
    expect(items.map((item) => item.title)).not.toContain('Social hub');
    expect(items).toHaveLength(13);
    expect(items.at(-1)).toMatchObject({
      title: 'Venue guide',
      href: 'https://atrium.example/venue-guide',
      icon: 'external',
    });
    expect(items[0]).toMatchObject({ title: 'Program', module: 'program' });
    expect(items.find((item) => item.title === 'Live sessions')?.module).toBe('livestreams');
    expect(items.find((item) => item.title === 'Exhibition')?.module).toBe('stands');
    expect(items.find((item) => item.title === 'Gallery')?.module).toBe('gallery');
  });

  test('Turkish titles where the module has one; an unsafe custom url is left out', () => {
    expect(menuItems(allModules, 'tr')[0].title).toBe('Program (tr)');
    const unsafe = menuItems(
      [{ name: 'X', title: 'X', titleTr: null, isCustom: true, url: 'javascript:alert(1)' }],
      'en',
    );
    expect(unsafe).toEqual([]);
  });
});

describe('back (spec 2 §2.1)', () => {
  test.each([
    ['/event/summit/live/7', '/event/summit/sessions'],
    ['/event/summit/room/3', '/event/summit/networking'],
    ['/event/summit/booth/9', '/event/summit/exhibition'],
    ['/event/summit/program', '/'],
    ['/event/summit', '/'],
  ])('%s goes to %s', (from, to) => {
    expect(backTarget(from)).toBe(to);
  });
});
