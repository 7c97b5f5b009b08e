/**
 * Google's JobPosting structured-data rules as code (Search Central, "Job posting structured
 * data": required and recommended properties, and the value formats its Rich Results Test
 * checks), to check the JSON-LD the offer pages serve. Errors make a posting ineligible; warnings
 * are recommended properties missing or malformed.
 *
 * One deliberate departure: a confidential offer names and locates no employer (spec section 3),
 * so its street address, postal code, logo and sameAs are not expected; they are errors if
 * present, since they would give the employer away.
 */
export interface JobPostingFinding {
  level: 'error' | 'warning';
  /** The property, as a dotted path (`jobLocation.address.postalCode`). */
  path: string;
  message: string;
}

export interface JobPostingRuleOptions {
  /** The offer is confidential: the rules check that nothing identifies the employer. */
  confidential?: boolean;
}

type Json = Record<string, unknown>;

const employmentTypes = new Set([
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
]);
const salaryUnits = new Set(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']);
/** ISO 8601 date, or date and time with an offset or Z. */
const iso8601 =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?)?$/;
const canadianPostalCode = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/;
/** First letters of each province's postal codes (Canada Post). */
const postalLettersOfRegion: Readonly<Record<string, string>> = {
  NL: 'A',
  NS: 'B',
  PE: 'C',
  NB: 'E',
  QC: 'GHJ',
  ON: 'KLMNP',
  MB: 'R',
  SK: 'S',
  AB: 'T',
  BC: 'V',
  NU: 'X',
  NT: 'X',
  YT: 'Y',
};

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;
const absoluteHttpUrl = (v: unknown): boolean => {
  if (typeof v !== 'string') return false;
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** Every finding of the rule set on one JobPosting JSON-LD object. */
export function checkJobPosting(
  ld: unknown,
  options: JobPostingRuleOptions = {},
): JobPostingFinding[] {
  const found: JobPostingFinding[] = [];
  const error = (path: string, message: string) => found.push({ level: 'error', path, message });
  const warning = (path: string, message: string) =>
    found.push({ level: 'warning', path, message });
  if (!isObject(ld)) return [{ level: 'error', path: '', message: 'not a JSON-LD object' }];
  if (ld['@context'] !== 'https://schema.org' && ld['@context'] !== 'http://schema.org') {
    error('@context', 'must be schema.org');
  }
  if (ld['@type'] !== 'JobPosting') error('@type', 'must be JobPosting');

  // Required.
  if (!text(ld.title)) error('title', 'missing');
  else if (/<[a-z!/]/i.test(ld.title)) error('title', 'must be plain text');
  if (!text(ld.description)) error('description', 'missing');
  if (!text(ld.datePosted)) error('datePosted', 'missing');
  else if (!iso8601.test(ld.datePosted)) error('datePosted', 'not ISO 8601');

  const org = ld.hiringOrganization;
  if (!isObject(org)) error('hiringOrganization', 'missing');
  else {
    if (!text(org.name)) error('hiringOrganization.name', 'missing');
    for (const key of ['logo', 'sameAs'] as const) {
      const path = `hiringOrganization.${key}`;
      if (options.confidential) {
        if (org[key] !== undefined) error(path, 'identifies the employer of a confidential offer');
      } else if (org[key] === undefined) warning(path, 'missing (recommended)');
      else if (!absoluteHttpUrl(org[key])) error(path, 'not an absolute http(s) URL');
    }
  }

  const remote = ld.jobLocationType === 'TELECOMMUTE';
  const places = Array.isArray(ld.jobLocation) ? ld.jobLocation : [ld.jobLocation];
  if (ld.jobLocation === undefined) {
    if (!remote) error('jobLocation', 'missing');
  } else {
    places.forEach((place: unknown, i) => {
      const at = Array.isArray(ld.jobLocation) ? `jobLocation[${i}]` : 'jobLocation';
      if (!isObject(place) || place['@type'] !== 'Place') return error(at, 'must be a Place');
      const address = place.address;
      if (!isObject(address) || address['@type'] !== 'PostalAddress') {
        return error(`${at}.address`, 'must be a PostalAddress');
      }
      if (!text(address.addressCountry)) error(`${at}.address.addressCountry`, 'missing');
      else if (!/^[A-Z]{2}$/.test(address.addressCountry)) {
        error(`${at}.address.addressCountry`, 'not an ISO 3166-1 alpha-2 code');
      }
      for (const key of ['addressLocality', 'addressRegion'] as const) {
        if (!text(address[key])) warning(`${at}.address.${key}`, 'missing (recommended)');
      }
      for (const key of ['streetAddress', 'postalCode'] as const) {
        const path = `${at}.address.${key}`;
        if (options.confidential) {
          if (address[key] !== undefined)
            error(path, 'locates the employer of a confidential offer');
        } else if (!text(address[key])) warning(path, 'missing (recommended)');
      }
      const code = address.postalCode;
      if (address.addressCountry === 'CA' && text(code)) {
        if (!canadianPostalCode.test(code)) {
          error(`${at}.address.postalCode`, 'not a Canadian postal code (A1A 1A1)');
        } else {
          const letters = postalLettersOfRegion[String(address.addressRegion)];
          if (letters && !letters.includes(code[0]!)) {
            warning(
              `${at}.address.postalCode`,
              `not a postal code of ${String(address.addressRegion)}`,
            );
          }
        }
      }
    });
  }

  // Recommended.
  if (ld.validThrough === undefined) warning('validThrough', 'missing (recommended)');
  else if (!text(ld.validThrough) || !iso8601.test(ld.validThrough)) {
    error('validThrough', 'not ISO 8601');
  } else if (text(ld.datePosted) && Date.parse(ld.validThrough) < Date.parse(ld.datePosted)) {
    error('validThrough', 'before datePosted');
  }

  if (ld.employmentType === undefined) warning('employmentType', 'missing (recommended)');
  else {
    const types = Array.isArray(ld.employmentType) ? ld.employmentType : [ld.employmentType];
    if (types.length === 0 || types.some((t) => typeof t !== 'string' || !employmentTypes.has(t))) {
      error('employmentType', 'not one of Google’s values');
    }
  }

  const salary = ld.baseSalary;
  if (salary === undefined) warning('baseSalary', 'missing (recommended)');
  else if (!isObject(salary) || salary['@type'] !== 'MonetaryAmount') {
    error('baseSalary', 'must be a MonetaryAmount');
  } else {
    if (typeof salary.currency !== 'string' || !/^[A-Z]{3}$/.test(salary.currency)) {
      error('baseSalary.currency', 'not an ISO 4217 code');
    }
    const value = salary.value;
    if (!isObject(value) || value['@type'] !== 'QuantitativeValue') {
      error('baseSalary.value', 'must be a QuantitativeValue');
    } else {
      const amounts = ['value', 'minValue', 'maxValue'].filter((k) => value[k] !== undefined);
      if (amounts.length === 0) error('baseSalary.value', 'has no amount');
      for (const k of amounts) {
        if (typeof value[k] !== 'number' || !(Number(value[k]) > 0)) {
          error(`baseSalary.value.${k}`, 'not a positive number');
        }
      }
      if (
        typeof value.minValue === 'number' &&
        typeof value.maxValue === 'number' &&
        value.minValue > value.maxValue
      ) {
        error('baseSalary.value', 'minValue above maxValue');
      }
      if (typeof value.unitText !== 'string' || !salaryUnits.has(value.unitText)) {
        error('baseSalary.value.unitText', 'not HOUR, DAY, WEEK, MONTH or YEAR');
      }
    }
  }

  const id = ld.identifier;
  if (id === undefined) warning('identifier', 'missing (recommended)');
  else if (!isObject(id) || id['@type'] !== 'PropertyValue' || !text(id.name) || !text(id.value)) {
    error('identifier', 'must be a PropertyValue with a name and a value');
  }

  if (ld.directApply === undefined) warning('directApply', 'missing (recommended)');
  else if (typeof ld.directApply !== 'boolean') error('directApply', 'not a boolean');

  // Only remote jobs need (and may have) where applicants must live.
  if (remote && ld.applicantLocationRequirements === undefined) {
    error('applicantLocationRequirements', 'required for a remote job');
  }
  if (!remote && ld.applicantLocationRequirements !== undefined) {
    warning('applicantLocationRequirements', 'only for remote jobs (jobLocationType TELECOMMUTE)');
  }

  if (ld.url !== undefined && !absoluteHttpUrl(ld.url)) error('url', 'not an absolute URL');
  return found;
}
