import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { SubscribeError, SubscribeSuccess } from '@atrium/shared/contract';
import { DEMO_PASSWORD } from '../src/seed';
import type { Api } from '../src/server';

const opened: Socket[] = [];

/** A seeded user of the brand `slug` signed in through `api`: the token a socket connects with, and their id. */
export async function signInOn(api: Api, email: string, slug = 'demo'): Promise<{ token: string; userId: string }> {
  const application = await api.db('applications').where({ slug }).first('id');
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/v2/login/signin',
    headers: { 'x-application-id': application.id },
    payload: { email, password: DEMO_PASSWORD },
  });
  const user = await api.db('users').where({ email, application_id: application.id }).first('id');
  return { token: response.json().data.token, userId: user.id };
}

/** A websocket-only client of the api (spec 1 §7 Real-time) that resolves once connected. */
export function openSocket(url: string, token?: string): Promise<Socket> {
  const socket = connect(url, {
    path: '/socket.io/',
    transports: ['websocket'],
    query: token === undefined ? {} : { token },
    reconnection: false,
    forceNew: true,
  });
  opened.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Disconnects every socket a test opened. */
export function closeSockets(): void {
  while (opened.length) opened.pop()!.disconnect();
}

/** Serves the api on a free local port and answers its URL. */
export async function listen(api: Api): Promise<string> {
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
}

/** Subscribes and resolves with the server's answer: `subscribe_success` or `error`. */
export function subscribe(socket: Socket, channel: string, token?: string): Promise<{ ok: boolean; message?: string }> {
  return new Promise((resolve) => {
    const done = (answer: { ok: boolean; message?: string }) => {
      socket.off('subscribe_success', onSuccess);
      socket.off('error', onError);
      resolve(answer);
    };
    const onSuccess = (payload: SubscribeSuccess) => payload.channel === channel && done({ ok: true });
    const onError = (payload: SubscribeError) =>
      payload.channel === channel && done({ ok: false, message: payload.message });
    socket.on('subscribe_success', onSuccess);
    socket.on('error', onError);
    socket.emit('subscribe', { channel, token });
  });
}
