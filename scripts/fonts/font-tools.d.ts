// subset-font and fontverter ship no types; the parts the build and the tests use.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      keepFeatures?: string[];
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      noLayoutClosure?: boolean;
      preserveNameIds?: number[];
    },
  ): Promise<Buffer>;
}

// fontverter ships no types; the call tests/server/fonts.test.ts makes.
declare module 'fontverter' {
  const fontverter: { convert(font: Uint8Array, to: 'sfnt' | 'truetype' | 'woff' | 'woff2', from?: string): Promise<Buffer> };
  export default fontverter;
}
