/** The registry's HTTP API as the CLI uses it: ops token on every call, errors as thrown messages. */
export interface RegistryClient {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: object): Promise<T>;
}

export function createClient(baseUrl: string, token: string): RegistryClient {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    } catch (error) {
      throw new Error(
        `could not reach the registry at ${baseUrl} (${(error as Error).message}); is the product running?`,
      );
    }
    // A refusal is the envelope: its message says why.
    const answer = (await res.json().catch(() => ({}))) as T & { message?: string | null };
    if (!res.ok) throw new Error(answer.message ?? `the registry answered ${res.status}`);
    return answer;
  }
  return { get: (path) => call('GET', path), post: (path, body) => call('POST', path, body) };
}
