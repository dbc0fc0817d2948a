/** What a translation of an English catalogue must be; each language's catalogue file says it is one. */
type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
type PluralBase<K> = K extends `${infer Base}${PluralSuffix}` ? Base : never;

/**
 * A translation of the English catalogue T: the same keys with text of its own. A plural
 * key may have the forms its language needs (French adds `_many`), no others.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
} & { readonly [K in `${PluralBase<keyof T>}${PluralSuffix}`]?: string };
