import { POSTGRES_URL, postgres } from '@atrium/shared/server/testing';
import { DATABASE_ANSWERS_WITHIN_MS } from '../src/modules/health';
import { createApi, type Api } from '../src/server';
import { tcpProxy, type TcpProxy } from './tcpProxy';

// Issue 33: a load balancer asks /health every second and needs an answer. An api whose route to
// PostgreSQL is lost (its connections end, new ones are never answered) answers 503 within about
// a second, however many ask at once, and 200 again once PostgreSQL is back.

/** DATABASE_ANSWERS_WITHIN_MS and what a loaded machine adds to it. */
const ANSWERS_WITHIN_MS = DATABASE_ANSWERS_WITHIN_MS + 1500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('/health when PostgreSQL is out of reach (issue 33)', () => {
  let api: Api;
  let proxy: TcpProxy;
  let drop: () => Promise<void>;

  const health = async () => {
    const from = Date.now();
    const answer = await api.app.inject({ method: 'GET', url: '/api/v2/health' });
    return { status: answer.statusCode, message: answer.json().message, ms: Date.now() - from };
  };

  beforeAll(async () => {
    const opened = await postgres.open();
    drop = opened.drop;
    proxy = await tcpProxy(POSTGRES_URL);
    const throughProxy = new URL(POSTGRES_URL);
    throughProxy.host = `127.0.0.1:${proxy.port}`;
    api = await createApi({ ...opened.options, databaseUrl: throughProxy.href, jwtSecret: 'test-secret' });
  });

  afterAll(async () => {
    await proxy?.restore();
    await api?.close();
    await proxy?.close();
    await drop?.();
  });

  test('answers 503 within about a second while the database is silent, 200 once it is back', async () => {
    expect(await health()).toMatchObject({ status: 200 });

    proxy.silence();
    const one = await health();
    expect(one).toMatchObject({
      status: 503,
      message: 'The database does not answer: this instance cannot serve calls until it does.',
    });
    expect(one.ms).toBeLessThan(ANSWERS_WITHIN_MS);
    // Asked every second, and several at once: each answers in time, none waits on the one before.
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([health(), health(), health()]);
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.ms).toBeLessThan(ANSWERS_WITHIN_MS);
      }
      await sleep(200);
    }

    await proxy.restore();
    const until = Date.now() + 20_000;
    while ((await health()).status !== 200 && Date.now() < until) await sleep(250);
    expect(await health()).toMatchObject({ status: 200 });
  });
});
