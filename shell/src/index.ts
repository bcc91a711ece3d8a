// The async boundary lets Module Federation negotiate shared singletons before React loads.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');

/**
 * Singletons only remotes use. The shell provides a shared module only when its own build imports
 * it, and a published remote brings no copy (createRemoteConfig), so each is named here: built into
 * a chunk of its own that loads when a remote first asks for it, never with the shell.
 */
export const providedForRemotes = {
  'react-hook-form': () => import('react-hook-form'),
  '@tanstack/react-virtual': () => import('@tanstack/react-virtual'),
};
