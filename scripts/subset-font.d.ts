// subset-font ships no types; the one call scripts/subset-fonts.ts makes.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2';
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      /** OpenType layout features to keep (harfbuzz's default set otherwise). */
      keepFeatures?: string[];
    },
  ): Promise<Buffer>;
}
