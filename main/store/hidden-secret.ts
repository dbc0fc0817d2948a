/**
 * A secret that prints as its label ("[store key]", "[recovery key]") in logs, JSON and the inspector. Its value is
 * kept off the object by the subclass (a WeakMap), so nothing that walks it (a logger, a serialiser) can reach it.
 */
import { inspect } from 'node:util';

export abstract class HiddenSecret {
  protected constructor(private readonly label: string) {}

  toString(): string {
    return this.label;
  }

  toJSON(): string {
    return this.label;
  }

  [inspect.custom](): string {
    return this.label;
  }
}
