/** A copy of this checkout in a temporary folder (see checkout-copy.mjs); returns its path. */
export function copyCheckout(prefix?: string): string;
