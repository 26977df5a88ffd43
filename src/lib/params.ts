import { notFound } from '@tanstack/react-router';

/**
 * An optional path parameter checked against its pattern: absent is fine, a value that does not
 * match makes the page 404 (docs/product.md "Routes": a page whose validation check fails shows 404).
 */
export function optionalParam(value: string | undefined, pattern: RegExp): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!pattern.test(value)) throw notFound();
  return value;
}

export const ID_PATTERN = /^\d{1,12}$/;
export const NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
