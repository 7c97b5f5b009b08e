/**
 * French articles before a name: "de" becomes "d’" before a vowel or a mute h ("À propos
 * d’Emplois Hôtellerie Québec", "Emplois d’aide-cuisinier"), and a job name inside a sentence
 * is not capitalised ("Emplois de cuisinier à Montréal"). Issue 19 item 8.
 *
 * Messages take the choice as an ICU select, `{elision, select, yes {d’} other {de }}{name}`,
 * with the typographic apostrophe: a straight one before `}` starts an ICU quoted literal.
 */

/** Words whose h is aspirated: no elision before them ("de homard", "de hockey"). */
const aspiratedH = ['hall', 'hamburger', 'hangar', 'haut', 'hockey', 'homard', 'hors', 'hublot'];

export function elides(word: string): boolean {
  const lower = word.trim().toLocaleLowerCase('fr-CA');
  if (/^[aeiouyàâäéèêëîïôöùûüœæ]/.test(lower)) return true;
  if (!lower.startsWith('h')) return false;
  return !aspiratedH.some((h) => lower.startsWith(h));
}

/** The argument messages select on: `yes` when "de" elides before `word`. */
export function elision(word: string): 'yes' | 'no' {
  return elides(word) ? 'yes' : 'no';
}

/** "de X" or "d’X", for text built in code (static pages). */
export function frenchOf(name: string): string {
  return elides(name) ? `d’${name}` : `de ${name}`;
}

/**
 * A catalogue name ("Cuisinier", "Préposé à l’entretien") placed inside a French sentence.
 * Acronyms and names starting with two capitals ("TI", "RH") keep their case.
 */
export function inSentence(name: string): string {
  const second = name.charAt(1);
  if (/\p{Lu}/u.test(second)) return name;
  return name.charAt(0).toLocaleLowerCase('fr-CA') + name.slice(1);
}
