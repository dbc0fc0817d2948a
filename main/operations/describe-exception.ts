/** An exception in one line for a log: its class and message, never the values it was thrown over. */
export const describeException = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : `non-error thrown (${typeof error})`;
