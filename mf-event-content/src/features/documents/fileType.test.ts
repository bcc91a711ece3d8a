import { fileExtension, fileKind } from './fileType';

describe('document file types (spec 2 §2.12)', () => {
  test.each([
    ['/api/files/demo/5b1c.pdf', 'pdf'],
    ['https://cdn.example/files/Guide.DOCX?version=2#page=3', 'docx'],
    ['/api/files/demo/list.csv', 'csv'],
    ['/api/files/demo/archive.tar.gz', 'gz'],
    ['/api/files/demo/no-extension', ''],
    ['/api/files.d/demo/.hidden', ''],
    ['', ''],
  ])('%s has the extension %p', (url, extension) => {
    expect(fileExtension(url)).toBe(extension);
  });

  test.each([
    ['pdf', 'pdf'],
    ['docx', 'doc'],
    ['xls', 'sheet'],
    ['csv', 'sheet'],
    ['pptx', 'slides'],
    ['png', 'image'],
    ['jpeg', 'image'],
    ['txt', 'text'],
    ['zip', 'other'],
    ['', 'other'],
  ])('%p is a %s', (extension, kind) => {
    expect(fileKind(extension)).toBe(kind);
  });
});
