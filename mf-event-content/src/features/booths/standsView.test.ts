import { pageCount, pageSkip, pageWindow, readStandsView, showsPager, writeStandsView } from './standsView';

// Spec 2 §2.9, §9: pages of 15, 20, 30, 40 or 50; the pager from 15 booths.

test('skip is the booths of the pages before', () => {
  expect(pageSkip(1, 15)).toBe(0);
  expect(pageSkip(2, 15)).toBe(15);
  expect(pageSkip(3, 40)).toBe(80);
});

test('18 booths fill two pages of 15 and one of 20; nothing is still one page', () => {
  expect(pageCount(18, 15)).toBe(2);
  expect(pageCount(18, 20)).toBe(1);
  expect(pageCount(30, 15)).toBe(2);
  expect(pageCount(31, 15)).toBe(3);
  expect(pageCount(0, 15)).toBe(1);
});

test('the pager shows from 15 booths', () => {
  expect(showsPager(14)).toBe(false);
  expect(showsPager(15)).toBe(true);
  expect(showsPager(18)).toBe(true);
});

test('page buttons: all up to seven, else the ends and the neighbours of the current with gaps', () => {
  expect(pageWindow(1, 2)).toEqual([1, 2]);
  expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect(pageWindow(1, 10)).toEqual([1, 2, 'gap', 10]);
  expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
  expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
  expect(pageWindow(10, 10)).toEqual([1, 'gap', 9, 10]);
});

test('the URL keeps page, size, hall and search, and leaves the defaults out', () => {
  const view = { page: 2, take: 20 as const, hall: 'h1', search: 'cloud' };
  const params = writeStandsView(view);
  expect(params.toString()).toBe('q=cloud&hall=h1&take=20&page=2');
  expect(readStandsView(params)).toEqual(view);
  expect(writeStandsView({ page: 1, take: 15, hall: null, search: ' ' }).toString()).toBe('');
});

test('a URL it does not understand reads as the first page of 15 in every hall', () => {
  expect(readStandsView(new URLSearchParams('page=-3&take=17&hall='))).toEqual({
    page: 1,
    take: 15,
    hall: null,
    search: '',
  });
  expect(readStandsView(new URLSearchParams('page=2.5&take=abc')).page).toBe(1);
});
