import { videoEmbedUrl, videoId } from './videoId';

describe('videoId (spec 2 §2.13)', () => {
  test.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://youtube.com/watch?feature=share&v=aqz-KE-bpKQ&t=42', 'aqz-KE-bpKQ'],
    ['https://m.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['http://youtu.be/R6MlUcmOul8', 'R6MlUcmOul8'],
    ['https://youtu.be/R6MlUcmOul8?si=abc&t=3', 'R6MlUcmOul8'],
    ['youtu.be/R6MlUcmOul8', 'R6MlUcmOul8'],
    ['www.youtube.com/watch?v=R6MlUcmOul8', 'R6MlUcmOul8'],
    ['https://www.youtube.com/embed/aqz-KE-bpKQ?autoplay=1', 'aqz-KE-bpKQ'],
    ['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/shorts/a_b-c_d-e_f', 'a_b-c_d-e_f'],
    ['  https://youtu.be/R6MlUcmOul8  ', 'R6MlUcmOul8'],
  ])('%s -> %s', (link, id) => {
    expect(videoId(link)).toBe(id);
  });

  test.each([
    [null],
    [''],
    ['   '],
    ['https://vimeo.com/76979871'],
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQX'],
    ['https://www.youtube.com/watch?list=PL123'],
    ['https://www.youtube.com/embed/'],
    ['https://www.youtube.com/channel/UC1234567890'],
    ['https://notyoutube.com/watch?v=aqz-KE-bpKQ'],
    ['https://youtu.be.evil.example/aqz-KE-bpKQ'],
    ['javascript:alert(1)//youtu.be/aqz-KE-bpKQ'],
    ['https://youtu.be/aqz KE bpKQ'],
    ['not a link at all'],
  ])('%s -> null', (link) => {
    expect(videoId(link)).toBeNull();
  });

  test('the embed is the privacy-enhanced one', () => {
    expect(videoEmbedUrl('aqz-KE-bpKQ')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
  });
});
