import http from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import limits from '@atrium/shared/limits.json';
import { baseURL } from '../playwright.config';
import { accountName, expectOnLogin, signIn } from './helpers';

// Issue 10 item 5: browsers are told the rules, and the pages keep working under them.

test.use({ locale: 'en-US' });

/** Every Content-Security-Policy violation the page reports (the listener is added outside the page's policy). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __violations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...logged,
    ...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)),
  ];
}

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

test('the login page and an event load under the policy without one violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  const favicons: string[] = [];
  page.on('request', (request) => /\/favicon\.ico$/.test(request.url()) && favicons.push(request.url()));

  const response = await page.goto('/demo/login');
  const headers = response!.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const policy = headers['content-security-policy'];
  expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
  expect(directive(policy, 'script-src')).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
  expect(directive(policy, 'script-src')).not.toContain('unsafe');
  expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  await expectOnLogin(page);
  await page.screenshot({ path: test.info().outputPath('login.png') });

  await signIn(page, 'ada@demo.test');
  await expect(accountName(page)).toHaveText('Ada Lovelace');
  // The reception frames the venue's map and the gallery the video player: the policy allows those and nothing else.
  await page.goto('/demo/event/atrium-summit');
  await expect(page.getByTestId('location-map')).toBeAttached();
  expect(directive(policy, 'frame-src')).toBe(
    'frame-src https://maps.google.com https://www.google.com https://www.youtube-nocookie.com',
  );
  await page.goto('/demo/event/atrium-summit/speakers');
  await expect(page.getByRole('navigation', { name: 'Event menu' })).toBeVisible();
  await expect(page.getByRole('img').first()).toBeVisible();
  // The socket is this origin's too.
  await expect.poll(() => sockets.some((url) => url.startsWith(baseURL.replace('http', 'ws')))).toBe(true);
  expect(await violations()).toEqual([]);
  // The icon is in the page (issue 11 item 13): no load asks for /favicon.ico.
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
  expect(favicons).toEqual([]);
});

test('a script injected into the page is refused; the api and registry answers may run nothing', async ({
  page,
  request,
}) => {
  const violations = await watchViolations(page);
  await page.goto('/demo/login');
  await expectOnLogin(page);
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
    const img = document.createElement('img');
    img.setAttribute('onerror', 'window.__injected = true;');
    img.src = 'data:,not-an-image';
    document.body.append(img);
    await new Promise((resolve) => setTimeout(resolve, 300));
    return 'injected' in window;
  });
  expect(ran).toBe(false);
  expect(await violations()).toEqual(expect.arrayContaining([expect.stringMatching(/^script-src-(elem|attr) inline/)]));

  for (const url of ['/api/v2/health', '/registry/manifest?brand=demo']) {
    const answer = await request.get(url);
    expect(answer.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  }
});

/** One request on the given agent; the socket it used says whether the connection survived. */
function post(agent: http.Agent, body: string, { chunked = false, headers = {} as Record<string, string> } = {}) {
  return new Promise<{ status: number; json: unknown; reused: boolean }>((resolve, reject) => {
    const req = http.request(
      `${baseURL}/api/v2/login/getapplication`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': Buffer.byteLength(body) }),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, json: JSON.parse(text), reused: req.reusedSocket }));
      },
    );
    req.on('error', reject);
    // Sent in pieces, so a chunked body really arrives without a length.
    for (let at = 0; at < body.length; at += 64 * 1024) req.write(body.slice(at, at + 64 * 1024));
    req.end();
  });
}

test('a body over the api limit answers 413 through the gateway, with or without a length, and the connection stays open', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const tooLarge = JSON.stringify({ id: 'x'.repeat(limits.apiBodyBytes) });
    for (const chunked of [false, true]) {
      const answer = await post(agent, tooLarge, { chunked });
      expect(answer.status).toBe(413);
      expect(answer.json).toMatchObject({ hasError: true, data: null });
      // The next call goes over the same connection: it was neither reset nor closed.
      const next = await post(agent, JSON.stringify({ id: 'demo' }), { chunked });
      expect(next).toMatchObject({ status: 200, reused: true });
    }
  } finally {
    agent.destroy();
  }
});

test('headers over the size limit answer an envelope through the gateway, not an empty body', async () => {
  const agent = new http.Agent({ keepAlive: false });
  try {
    const answer = await post(agent, JSON.stringify({ id: 'demo' }), { headers: { 'x-big': 'a'.repeat(20_000) } });
    expect(answer).toMatchObject({
      status: 431,
      json: { hasError: true, message: 'The request headers are too large.', data: null, validationErrors: null },
    });
  } finally {
    agent.destroy();
  }
});

test('a path the router refuses answers the envelope through the gateway, never the path (issue 32 item 6)', async ({
  request,
}) => {
  const long = 'a'.repeat(10_000);
  for (const [url, status] of [
    [`/api/live/00000000-0000-4000-8000-000000000000/${long}/index.m3u8`, 414],
    ['/api/live/%zz/x/index.m3u8', 400],
    [`/registry/${long}`, 404],
    ['/remotes/%zz/remoteEntry.js', 400],
  ] as const) {
    const answer = await request.get(url);
    const text = await answer.text();
    expect([url.slice(0, 40), answer.status()]).toEqual([url.slice(0, 40), status]);
    expect(JSON.parse(text)).toMatchObject({ hasError: true, message: expect.any(String), data: null });
    expect(text).not.toContain('aaaaaaaaaaaa');
    expect(text).not.toContain('%zz');
  }
});

test('the gateway says who the caller is: made-up X-Forwarded-For addresses are one client (issue 32 item 7)', async ({
  request,
}) => {
  // Failure reports are limited per client (10 a minute): through the gateway, each with an address
  // of its own and a guessed secret, they are all this machine's and the limit is reached.
  const report = { brand: 'demo', remote: 'mf-auth', version: '0.0.0-not-published', message: 'e2e' };
  const statuses: number[] = [];
  for (let i = 0; i < 11; i += 1) {
    const answer = await request.post('/registry/failures', {
      data: report,
      headers: { 'X-Forwarded-For': `203.0.113.${i}`, 'X-Trusted-Proxy': 'a-guess' },
    });
    statuses.push(answer.status());
  }
  expect(statuses.at(-1)).toBe(429);
  expect(statuses.filter((status) => status !== 404 && status !== 429)).toEqual([]);
});
