import { richTextPlainText } from '../rich-text/sanitize-rich-text';

/**
 * Scam signals (issue 40): what in an offer, or around it, looks like the job scams candidates
 * complain of (a fee asked up front, gift cards, crypto, "write me on WhatsApp", a personal
 * address behind a company's name, pay far above the market, a burst of offers from a new
 * account, shortened links). Pure: the caller gathers the facts; each signal says what triggered
 * it, so an operator (and a test) can see why an offer was held.
 */

export const scamSignalCodes = [
  'payment_asked',
  'gift_cards',
  'crypto',
  'messaging_app',
  'personal_email',
  'pay_above_market',
  'burst_from_new_team',
  'link_shortener',
] as const;
export type ScamSignalCode = (typeof scamSignalCodes)[number];

export interface ScamSignal {
  code: ScamSignalCode;
  weight: number;
  /** The words as written in the offer, or the facts, that triggered it. */
  evidence: string;
}

export interface OfferFacts {
  /** Titles and descriptions in every language, HTML or plain. */
  texts: readonly string[];
  /** The company the offer is shown under; null when confidential or none. */
  companyName: string | null;
  /** The top of the pay range in dollars an hour (a year is 2,080 hours, a week 40). */
  hourlyPay: number | null;
  /** Offers the same team created in the last `burst.minutes`, this one included. */
  teamOffersInBurst: number;
  /** Days since the team was created. */
  teamAgeDays: number;
}

export interface ScamRules {
  /** Dollars an hour above which pay is a signal. */
  maxHourlyPay: number;
  burst: { offers: number; minutes: number; newTeamDays: number };
}

export const defaultScamRules: ScamRules = {
  maxHourlyPay: 75,
  burst: { offers: 5, minutes: 10, newTeamDays: 7 },
};

/** One strong signal holds an offer on its own (the boards' default hold score is 50). */
const weights: Record<ScamSignalCode, number> = {
  payment_asked: 50,
  gift_cards: 50,
  crypto: 40,
  messaging_app: 30,
  personal_email: 20,
  pay_above_market: 30,
  burst_from_new_team: 30,
  link_shortener: 30,
};

// Patterns run on lower-cased text without accents (see `folded`), French and English.
const phrasePatterns: Partial<Record<ScamSignalCode, RegExp[]>> = {
  payment_asked: [
    /\bfrais d[' ](?:inscription|adhesion|ouverture de dossier)\b/,
    /\bfrais de (?:formation|dossier|traitement|recrutement|placement|demarrage)\b/,
    /\b(?:payer|verser|deposer|envoyer|acquitter) (?:des |les |un |une |le |la )?(?:frais|depot|montant|somme|caution)\b/,
    /\bdepot (?:de securite|de garantie|remboursable)\b/,
    /\b(?:registration|training|application|processing|onboarding|placement|recruitment|starter kit) fees?\b/,
    /\b(?:pay|send|wire|deposit) (?:a |an |the |us |me )?(?:fee|deposit|upfront|up-front|in advance)\b/,
    /\bsecurity deposit\b/,
    /\b(?:western union|moneygram)\b/,
  ],
  gift_cards: [
    /\bcartes?[- ]cadeaux?\b/,
    /\bgift ?cards?\b/,
    /\b(?:itunes|google play|steam|amazon) (?:cards?|cartes?)\b/,
  ],
  crypto: [
    /\b(?:bitcoins?|btc|ethereum|usdt|tether|cryptomonnaies?|cryptocurrenc(?:y|ies)|crypto)\b/,
  ],
  messaging_app: [/\b(?:whatsapp|telegram|wechat|viber)\b/, /\bsignal (?:app|messenger)\b/],
  link_shortener: [
    /\b(?:bit\.ly|tinyurl\.com|t\.co|goo\.gl|ow\.ly|is\.gd|buff\.ly|cutt\.ly|rebrand\.ly|shorturl\.at|rb\.gy|t\.ly|tiny\.cc|s\.id|adf\.ly)\/\S+/,
  ],
};

const personalDomains = new Set([
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.ca',
  'outlook.com',
  'live.com',
  'live.ca',
  'msn.com',
  'yahoo.com',
  'yahoo.ca',
  'icloud.com',
  'me.com',
  'aol.com',
  'protonmail.com',
  'proton.me',
  'gmx.com',
  'mail.com',
]);

/**
 * Lower case without accents, one character for one, so a match's offsets are the original
 * text's too and the evidence quotes the employer's own words. Typographic apostrophes read as '.
 */
export function folded(text: string): string {
  let out = '';
  for (const char of text) {
    const plain = char
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[\u2019\u2018]/g, "'");
    out += plain.length === char.length ? plain : char;
  }
  return out;
}

function phraseSignals(texts: readonly string[]): ScamSignal[] {
  const found: ScamSignal[] = [];
  for (const [code, patterns] of Object.entries(phrasePatterns) as [ScamSignalCode, RegExp[]][]) {
    search: for (const raw of texts) {
      const text = richTextPlainText(raw);
      const haystack = folded(text);
      for (const pattern of patterns) {
        const match = pattern.exec(haystack);
        if (match) {
          found.push({
            code,
            weight: weights[code],
            evidence: text.slice(match.index, match.index + match[0].length),
          });
          break search;
        }
      }
    }
  }
  return found;
}

function personalEmail(facts: OfferFacts): ScamSignal | null {
  if (!facts.companyName) return null;
  for (const raw of facts.texts) {
    for (const [address, domain] of richTextPlainText(raw).matchAll(
      /[\w.+-]+@((?:[\w-]+\.)+[a-z]{2,})/gi,
    )) {
      if (domain && personalDomains.has(domain.toLowerCase())) {
        return {
          code: 'personal_email',
          weight: weights.personal_email,
          evidence: `${address} (${facts.companyName})`,
        };
      }
    }
  }
  return null;
}

/** Every signal the offer raises, strongest first. */
export function scamSignals(facts: OfferFacts, rules: ScamRules = defaultScamRules): ScamSignal[] {
  const signals = phraseSignals(facts.texts);
  const email = personalEmail(facts);
  if (email) signals.push(email);
  if (facts.hourlyPay !== null && facts.hourlyPay > rules.maxHourlyPay) {
    signals.push({
      code: 'pay_above_market',
      weight: weights.pay_above_market,
      evidence: `${facts.hourlyPay.toFixed(2)} $/h > ${rules.maxHourlyPay} $/h`,
    });
  }
  if (
    facts.teamOffersInBurst >= rules.burst.offers &&
    facts.teamAgeDays < rules.burst.newTeamDays
  ) {
    signals.push({
      code: 'burst_from_new_team',
      weight: weights.burst_from_new_team,
      evidence: `${facts.teamOffersInBurst} offers in ${rules.burst.minutes} min, team ${Math.floor(facts.teamAgeDays)} days old`,
    });
  }
  return signals.sort((a, b) => b.weight - a.weight);
}

export function scamScore(signals: readonly ScamSignal[]): number {
  return signals.reduce((sum, signal) => sum + signal.weight, 0);
}

/** An offer's pay per hour as the search's read model computes it. */
export function hourlyPay(
  salary: { min: number | null; max: number | null; period: string | null } | null,
): number | null {
  const top = salary?.max ?? salary?.min ?? null;
  if (top === null || !salary) return null;
  return top / (salary.period === 'year' ? 2080 : salary.period === 'week' ? 40 : 1);
}
