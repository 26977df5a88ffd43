/**
 * A value made on first use. For Intl formatters at a module's top level: the first one a page makes
 * loads ICU's locale data, tens of milliseconds on a phone, and a module's top level runs while its
 * chunk is evaluated (one long task of the page's start), even when the page never formats anything.
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}
