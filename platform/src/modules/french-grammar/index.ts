/** French articles and case for names placed in sentences; see elision.ts. */
export { elides, elision, frenchOf, inSentence } from './elision';
