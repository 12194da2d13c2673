/** Parse a URL id segment strictly: "12" → 12; "12abc", "0", "-3", "1e3" → undefined (a 404, not a guess). */
export function parseId(segment: string | undefined): number | undefined {
  if (!segment || !/^[1-9]\d{0,8}$/.test(segment)) return undefined;
  return Number(segment);
}
