/** A refusal the caller can act on: answered with its status code and message, never a 500. */
export class RegistryError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
