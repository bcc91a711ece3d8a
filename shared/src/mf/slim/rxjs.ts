// Slim entries: what the page uses of a library, shared under the library's own name
// (createRemoteConfig.js SLIM_ENTRIES). A shared module ships whole, since no build knows what
// the other builds use of it; this file is that whole. TypeScript resolves the library's name to
// this file (tsconfig.base.json paths), so using an export not listed here fails `npm run lint`
// instead of being undefined on the page: add it here.
export { BehaviorSubject } from 'rxjs/internal/BehaviorSubject';
export { Observable } from 'rxjs/internal/Observable';
export { Subject } from 'rxjs/internal/Subject';
export type { Subscription } from 'rxjs/internal/Subscription';
export { merge } from 'rxjs/internal/observable/merge';
export { debounceTime } from 'rxjs/internal/operators/debounceTime';
export { distinctUntilChanged } from 'rxjs/internal/operators/distinctUntilChanged';
export { filter } from 'rxjs/internal/operators/filter';
export { map } from 'rxjs/internal/operators/map';
