import { createBus } from '.';

describe('bus', () => {
  it('delivers a payload only to listeners of its name, in emit order', () => {
    const bus = createBus();
    const chats: string[] = [];
    const profiles: string[] = [];
    bus.on('chat.open').subscribe(({ userId }) => chats.push(userId));
    bus.on('profile.open').subscribe(({ userId }) => profiles.push(userId));

    bus.emit('chat.open', { userId: 'a' });
    bus.emit('profile.open', { userId: 'b' });
    bus.emit('chat.open', { userId: 'c' });

    expect(chats).toEqual(['a', 'c']);
    expect(profiles).toEqual(['b']);
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createBus();
    const seen: string[] = [];
    const subscription = bus.on('navigate').subscribe(({ to }) => seen.push(to));
    bus.emit('navigate', { to: '/demo/home' });
    subscription.unsubscribe();
    bus.emit('navigate', { to: '/demo/events' });
    expect(seen).toEqual(['/demo/home']);
  });
});
