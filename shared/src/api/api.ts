import { bus } from '../bus';
import { currentLanguage, i18n } from '../i18n';
import { sessionStore } from '../session';
import { createApiClient, type ApiClient } from './createApiClient';
import { takeEarly } from './early';

/**
 * The client every remote uses, wired to the page's session and language. A 401 is announced on the
 * bus as 'api.unauthorized' so the shell, which owns navigation, decides what happens (spec 1 §8).
 */
export const api: ApiClient = createApiClient({
  getToken: () => sessionStore.getState().token,
  getLanguage: currentLanguage,
  getApplicationId: () => sessionStore.getState().application?.id ?? null,
  getEventId: () => sessionStore.getState().eventId,
  takeEarly,
  onUnauthorized: (path) => bus.emit('api.unauthorized', { path }),
  translate: (key, values) => i18n.t(key, { ns: 'common', ...values }),
});
