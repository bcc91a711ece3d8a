import { expect, test } from '@playwright/test';
import limits from '@atrium/shared/limits.json';
import { DEMO_PASSWORD } from './helpers';

// Issue 12 item 4: an upload through the gateway, as the browser sends it, comes back as a picture
// served from this origin that the page's policy lets load; the seeded users have pictures too.

test('a picture uploaded through the gateway is served as a 512 px WebP the page can show', async ({
  page,
  request,
}) => {
  const application = (await (await request.post('/api/v2/login/getapplication', { data: { id: 'demo' } })).json()).data
    .id as string;
  const signedIn = await request.post('/api/v2/login/signin', {
    headers: { 'x-application-id': application },
    data: { email: 'ada@demo.test', password: DEMO_PASSWORD },
  });
  const token = (await signedIn.json()).data.token as string;
  const seeded = (
    await (await request.post('/api/v2/account/get', { headers: { authorization: `Bearer ${token}` } })).json()
  ).data.user.image as string;
  expect(seeded).toMatch(/^\/api\/files\//);

  const violations: string[] = [];
  page.on('console', (message) => /Content Security Policy/i.test(message.text()) && violations.push(message.text()));
  await page.goto('/demo/login');
  // Noise does not compress, so this PNG is over the api's 1 MiB body limit and within the upload limit.
  const answer = await page.evaluate(async (bearer) => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 700, height: 700 });
    const context = canvas.getContext('2d')!;
    const pixels = context.createImageData(700, 700);
    for (let at = 0; at < pixels.data.length; at += 65536) {
      crypto.getRandomValues(pixels.data.subarray(at, at + 65536));
    }
    for (let at = 3; at < pixels.data.length; at += 4) pixels.data[at] = 255;
    context.putImageData(pixels, 0, 0);
    const png = await new Promise<Blob>((resolve) => canvas.toBlob((blob) => resolve(blob!), 'image/png'));
    const form = new FormData();
    form.append('file', png, 'noise.png');
    const response = await fetch('/api/v2/account/uploadfile?uploadType=profilePicture', {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}` },
      body: form,
    });
    return { size: png.size, status: response.status, body: await response.json() };
  }, token);
  expect(answer.size).toBeGreaterThan(limits.apiBodyBytes);
  expect(answer.size).toBeLessThan(limits.uploadFileBytes);
  expect(answer.status).toBe(200);
  const url = answer.body.data.item.url as string;
  expect(url).toMatch(/^\/api\/files\/.+\.webp$/);

  const served = await request.get(url);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  const sizes = await page.evaluate(
    async (sources) => {
      const load = async (src: string) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return [image.naturalWidth, image.naturalHeight];
      };
      return Promise.all(sources.map(load));
    },
    [url],
  );
  expect(sizes).toEqual([[512, 512]]);
  // The picture it replaced is gone.
  expect((await request.get(seeded)).status()).toBe(404);
  expect(violations).toEqual([]);

  const tooLarge = await request.post('/api/v2/account/uploadfile?uploadType=profilePicture', {
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'tr' },
    multipart: { file: { name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(limits.uploadBodyBytes) } },
  });
  expect(tooLarge.status()).toBe(413);
  expect((await tooLarge.json()).validationErrors).toEqual({ file: expect.stringContaining('MB') });
});
