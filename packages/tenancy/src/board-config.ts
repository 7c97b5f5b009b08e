import { z } from 'zod';
import { locales, type Locale } from './locales';

export { locales, type Locale };

const perLocale = <T extends z.ZodType>(schema: T) => z.object({ fr: schema, en: schema });
const text = z.string().min(1);
const imagePath = z
  .string()
  .regex(/^\/.+\.(png|jpe?g|webp|svg|ico)$/, 'must be a path under /public');
const compressedImage = z.object({
  path: imagePath,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);
/**
 * The self-hosted web fonts the platform bundles (platform/src/modules/chrome/branding/
 * font-subset.ts cuts them); a new one needs its package too.
 */
export const webFontFamilies = ['Inter Variable', 'Fraunces Variable', 'Manrope Variable'] as const;
/** The device's own interface font: nothing to download (a board's body text, say). */
export const SYSTEM_FONT = 'system-ui';
export const fontFamilies = [...webFontFamilies, SYSTEM_FONT] as const;
/**
 * Display faces cut to the heading weights (600-700) only, to keep a first visit's fonts under
 * 30 KiB (issue 44): body text in one would show bold, so `fonts.body` may not name them.
 */
export const headingOnlyFamilies: readonly (typeof fontFamilies)[number][] = ['Fraunces Variable'];
const fontFamily = z.enum(fontFamilies);

/**
 * Everything a board owns (spec section 3, "Board configuration", plus hosting, wording variant,
 * ad zones, theme and feature flags). Components read branding only from this.
 */
export const boardConfigSchema = z.object({
  key: z.string().regex(/^[a-z][a-z0-9-]*$/),
  /** Production hostnames; `<key>.localhost` is always served too. */
  hostnames: z.array(z.string().min(3)).min(1),
  /** The origin mail links are built from (never the request's Host header). */
  origin: z.url(),
  defaultLocale: z.enum(locales),
  name: perLocale(text),
  label: perLocale(text),
  title: perLocale(text),
  description: perLocale(text),
  /** "hospitality and catering" / "hôtellerie et restauration": how the board names its field. */
  categoryWording: perLocale(text),
  /** "hospitality professionals" / "professionnels de l'hôtellerie". */
  professionalWording: perLocale(text),
  contactEmail: z.email(),
  /** The applicant-tracking app employers jump to (spec section 7: /sso/{selector}/{token}). */
  atsOrigin: z.url(),
  images: z.object({
    favicon: imagePath,
    logo: imagePath,
    logoLight: imagePath,
    homeHero: imagePath,
    ogImage: imagePath,
  }),
  compressedImages: z.object({
    logo: compressedImage,
    logoLight: compressedImage,
    homeHero: compressedImage,
  }),
  /**
   * Logos that spell the board's name in one language ("Carrières Nord" on French pages of the
   * board whose default logo reads "Careers North"). A language without one uses the default.
   */
  localizedLogos: z
    .object({
      fr: z.object({ logo: compressedImage, logoLight: compressedImage }).optional(),
      en: z.object({ logo: compressedImage, logoLight: compressedImage }).optional(),
    })
    .optional(),
  social: z.object({
    facebook: z.url().optional(),
    linkedIn: z.url().optional(),
    twitter: z.url().optional(),
    instagram: z.url().optional(),
  }),
  fbAppId: z.string().optional(),
  /** The job page's category segment per language: /en/job/{en}, /fr/emploi/{fr}. */
  jobPageSlugs: perLocale(z.string().regex(/^[a-z0-9-]+$/)),
  /**
   * The ad server's zone id per place on the page; null: no ad places at all (the results take
   * the width). Zones without `adServer`, or before cookie consent, show the house promotion.
   */
  adZones: z
    .object({
      leaderboard: z.number().int().positive(),
      bigBox: z.number().int().positive(),
      mobile: z.number().int().positive(),
    })
    .nullable(),
  /**
   * A Revive Adserver-style asynchronous tag: `<ins data-revive-zoneid data-revive-id>` per zone,
   * filled by the server's script. Its origin joins the page CSP's script-src.
   */
  adServer: z
    .object({
      /** The async script, e.g. https://ads.example/www/delivery/asyncjs.php. */
      scriptUrl: z.url({ protocol: /^https?$/ }),
      /** The server's id, `data-revive-id` (Revive: a hex digest of its own). */
      id: z.string().regex(/^[A-Za-z0-9]{1,64}$/),
    })
    .nullable(),
  /** Max logo widths in px (spec section 9). */
  logoWidths: z.object({
    /** Visitor and candidate headers (the spec sets only the employer header's). */
    header: z.number().int().positive(),
    employerHeader: z.number().int().positive(),
    footer: z.number().int().positive(),
    guest: z.number().int().positive(),
  }),
  theme: z.object({
    primary: hexColour,
    secondary: hexColour,
    /** Dark surface of the guest layout and the footer. */
    dark: hexColour,
    background: hexColour,
    radius: z.number().int().min(0).max(24),
    /**
     * CSS font families, served by the app itself (platform/src/modules/chrome/branding/
     * fonts.css): nothing is fetched from a font CDN at build or run time. A first visit
     * downloads both (at most 30 KiB together, issue 44): one family for both roles, or a
     * heading family over the system font, keeps a board under that.
     */
    fonts: z
      .object({ heading: fontFamily, body: fontFamily })
      .refine((f) => !headingOnlyFamilies.includes(f.body), {
        message: 'this family is cut to heading weights only: not for body text',
        path: ['body'],
      }),
  }),
  features: z.object({
    freeSingleJobPosting: z.boolean(),
    /** Staffing wording ("dépannage") instead of recruitment wording. */
    staffingWording: z.boolean(),
    byCreditLine: z.boolean(),
    atsAlert: z.boolean(),
  }),
  /**
   * A single job posting on this board: price before taxes (in cents of `currency`), the tax
   * lines added on top (GST and QST in Quebec) and how long the offer stays live. A board with
   * `features.freeSingleJobPosting` publishes at no charge but keeps the duration.
   */
  singleJobPosting: z.object({
    currency: z.literal('cad'),
    priceCents: z.number().int().min(50).max(10_000_000),
    taxes: z
      .array(
        z.object({
          code: z.string().regex(/^[a-z]{2,8}$/),
          label: z.object({ fr: z.string().min(1), en: z.string().min(1) }),
          /** Per cent, e.g. 5 or 9.975. */
          rate: z.number().min(0).max(30),
        }),
      )
      .max(4),
    durationDays: z.number().int().min(1).max(365),
    /** The employer is told this many days before the posting ends. */
    reminderDaysBefore: z.number().int().min(1).max(30),
  }),
  /**
   * The supplier printed on this board's invoices (issue 41). A Quebec business registered for
   * GST and QST shows both numbers, so a buyer can claim its input tax credits; the prefix starts
   * every invoice number of the board (numbered per year, without gaps).
   */
  billing: z.object({
    legalName: text,
    address: z.object({
      line1: text,
      line2: z.string().min(1).optional(),
      city: text,
      province: z.string().regex(/^[A-Z]{2}$/),
      postalCode: z.string().regex(/^[A-Z]\d[A-Z] \d[A-Z]\d$/),
    }),
    /** GST/HST registration: a business number, RT and the account (123456789RT0001). */
    gstNumber: z.string().regex(/^\d{9}RT\d{4}$/),
    /** Quebec's QST registration (1234567890TQ0001). */
    qstNumber: z.string().regex(/^\d{10}TQ\d{4}$/),
    invoicePrefix: z.string().regex(/^[A-Z]{2,6}$/),
  }),
  /**
   * Which publications wait for an operator before going public (issue 40): none, those of new
   * employers, or all. A new employer is a team none of whose offers was ever public on this
   * board (no publication of it there that was not held: live, expired or approved). Whatever
   * the setting, a scam score (services/moderation/scam-signals.ts) at or above
   * `scamHoldScore` holds the publication.
   */
  moderation: z.object({
    mode: z.enum(['off', 'new-employers', 'all']),
    /** One strong signal weighs 50 (fee asked, gift cards). */
    scamHoldScore: z.number().int().min(1).max(1000),
  }),
  /**
   * The featured upgrade sold on this board: a published offer comes first in the search pages'
   * default sort and in the home's featured block for `days`, for `priceCents` before the taxes
   * of `singleJobPosting`. Empty (the default): the board does not sell it.
   */
  featuredPrices: z
    .array(
      z.object({
        days: z.union([z.literal(7), z.literal(30)]),
        priceCents: z.number().int().min(50).max(10_000_000),
      }),
    )
    .max(2)
    .refine((prices) => new Set(prices.map((p) => p.days)).size === prices.length, {
      message: 'one price per duration',
    })
    .default([]),
  /**
   * Posting packages sold on this board: `postings` publications for `priceCents` before the
   * taxes of `singleJobPosting`, usable for `validityMonths` after the purchase. Empty (the
   * default): the board sells none (a free board).
   */
  postingPackages: z
    .array(
      z.object({
        key: z.string().regex(/^[a-z0-9-]{1,40}$/),
        postings: z.number().int().min(2).max(1000),
        priceCents: z.number().int().min(50).max(100_000_000),
        validityMonths: z.number().int().min(1).max(36),
      }),
    )
    .max(10)
    .refine((packs) => new Set(packs.map((p) => p.key)).size === packs.length, {
      message: 'one package per key',
    })
    .default([]),
});

export type BoardConfig = z.infer<typeof boardConfigSchema>;
export type ModerationMode = BoardConfig['moderation']['mode'];
export type FeaturedDays = BoardConfig['featuredPrices'][number]['days'];
export type PostingPackage = BoardConfig['postingPackages'][number];

/** Validates a board at load time, so a broken tenant folder fails the build, not a request. */
export function defineBoard(config: z.input<typeof boardConfigSchema>): BoardConfig {
  return boardConfigSchema.parse(config);
}

export type CompressedImage = z.infer<typeof compressedImage>;

export { boardLogo } from './board-logo';
