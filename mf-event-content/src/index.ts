// Production builds only serve remoteEntry; the page entry exists for webpack's sake.
export {};
