// localStorage that never throws: private modes, blocked storage and non-browser tests have none.

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const storage = {
  get(key: string): string | null {
    try {
      return store()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  /** Writes the value, or removes the key when the value is null. */
  set(key: string, value: string | null): void {
    try {
      if (value === null) store()?.removeItem(key);
      else store()?.setItem(key, value);
    } catch {
      // A full or blocked storage only loses persistence; the in-memory state still works.
    }
  },
};
