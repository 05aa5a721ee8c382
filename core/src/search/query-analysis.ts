/**
 * How a search query is read, the same for every search engine: its words folded (german-text.ts), small
 * words left out, and each word with the words that may stand for it (a masculine form, an everyday
 * synonym, the two words of a compound, and, when a search finds nothing, the label a typo meant).
 */

import { CLUB_FUNCTIONS, clubFunctionLabel } from '@anpfiff/schemas/catalogues/club-functions';
import type { SearchFacets, SearchResult } from '@anpfiff/schemas/search/search-document';
import { TEAM_CATEGORY_INFO, TEAM_GENDER_LABELS } from '@anpfiff/schemas/catalogues/team';
import { MIN_PART_LENGTH, splitCompound } from './compound-words';
import { editDistance, isTypoOf } from './edit-distance';
import { foldGerman, masculineForm } from './german-text';

/**
 * The masculine stem of a feminine title still being typed: Trainerinn, Trainerinne → trainer. The whole
 * word's rule (masculineForm) needs the full ending, and till then the stem of the partial word matches
 * nothing: "Trainerinne" found no trainer though "Trainerin" and "Trainerinnen" do.
 */
function typedMasculineForm(foldedWord: string): string | null {
  const completed = /inne?$/.test(foldedWord) ? foldedWord.replace(/inne?$/, 'innen') : foldedWord;
  return masculineForm(completed);
}

/**
 * Everyday words for a function that the texts name otherwise (folded), so "Torhüter" finds the Torwart
 * offers: documents carry the catalogue's labels (club-functions.ts), people type what they say.
 */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  torhuter: ['torwart'],
  torfrau: ['torwart'],
  goalie: ['torwart'],
  keeper: ['torwart'],
  schiri: ['schiedsrichter'],
  unparteiischer: ['schiedsrichter'],
  referee: ['schiedsrichter'],
  cotrainer: ['assistenztrainer'],
  arzt: ['teamarzt'],
  physio: ['physiotherapeut'],
  speaker: ['stadionspeaker'],
  // Team words: the teams' labels say Frauen, Männer and Junioren (team.ts), folded fraun and manner.
  damen: ['fraun'],
  herren: ['manner'],
  jugend: ['junioren'],
  nachwuchs: ['junioren'],
};

/**
 * Words that carry no meaning of their own in a query ("Trainer aus Zürich", "Spieler für die 2. Liga").
 * Required like any other they cut the list to texts that happen to contain them; left out, the query
 * asks for what was meant. The word being typed stays: "in" may be the start of "Interlaken".
 */
const STOP_WORDS: ReadonlySet<string> = new Set([
  ...['ab', 'am', 'an', 'auf', 'aus', 'bei', 'beim', 'fur', 'im', 'in', 'mit', 'nach', 'von', 'vom'],
  ...['zu', 'zum', 'zur', 'der', 'die', 'das', 'dem', 'den', 'des', 'ein', 'eine', 'einem', 'einen'],
  ...['einer', 'oder', 'und', 'um'],
]);

/**
 * Words that frame a search instead of naming what is sought: "Trainer gesucht", "Suche Spieler",
 * "Schiedsrichter in der Nähe von Bern", "Trainer Kanton Zürich", "Betreuer Region Basel" (no text says
 * "Kanton" beside its canton: a place is found by its name). Left out even as the last word, where a
 * complete query usually ends with one ("Trainer gesucht"); one being the start of a longer word
 * ("Trainer Region…" for Regionalliga) only keeps the list as it was until that word is longer.
 */
const FRAMING_WORDS: ReadonlySet<string> = new Set([
  ...['suche', 'suchen', 'sucht', 'gesucht', 'job', 'jobs', 'stelle', 'stellen'],
  ...['nahe', 'umgebung', 'gegend', 'umkreis', 'region', 'raum', 'kanton', 'landkreis', 'stadt'],
]);

export interface QueryTerm {
  /** The folded word, for a feminine title its masculine form, and their everyday synonyms: any may match. */
  alternatives: string[];
  /** The last word is still being typed: match it as a prefix. */
  prefix: boolean;
  /**
   * A compound of two known words, each with its alternatives (Damentrainerin → [damen, fraun],
   * [trainerin, trainer]): both matching stands for the compound too, the first as a whole word, the
   * second as the term is matched (as a prefix while it is being typed).
   */
  compound?: [string[], string[]];
  /**
   * For a compound whose first word is none of the labels (Fussballtrainer, Athletiktrainer): the label
   * word it ends in, with its alternatives. A German compound names a kind of its last word, so when
   * nothing holds both words a search that found nothing falls back to this one (the near pass).
   */
  broader?: string[];
}

export interface AnalyzedQuery {
  /** The folded query, for similarity against titles. */
  folded: string;
  /** Every term must match (stem, prefix or, in titles, a near spelling). */
  terms: QueryTerm[];
}

/** Enough for any sensible search; more words only make the query slower. */
export const MAX_QUERY_TERMS = 8;

/** A query word and the words that may stand for it: its masculine form, and their synonyms. */
function alternativesOf(word: string, prefix: boolean): string[] {
  const masculine = prefix ? typedMasculineForm(word) : masculineForm(word);
  const forms = masculine ? [word, masculine] : [word];
  return [...new Set(forms.flatMap((form) => [form, ...(SYNONYMS[form] ?? [])]))];
}

/**
 * The words of the functions' and teams' labels (folded), which every offer and person carries among its
 * keywords. A compound may be made of them: people join them into one word ("Juniorentrainer",
 * "Frauentrainer", "Seniorenspieler") where the texts keep them apart ("Trainer", "E-Junioren", "Frauen");
 * only these, since a part that the keywords do not carry would ask for a word most texts lack. And a typo
 * is corrected to them when a search finds nothing (`labelSpellings`).
 */
const LABEL_WORDS: ReadonlySet<string> = new Set(
  [
    ...CLUB_FUNCTIONS.map(clubFunctionLabel),
    ...TEAM_CATEGORY_INFO.map((category) => category.label),
    ...Object.values(TEAM_GENDER_LABELS),
  ]
    .flatMap((label) => foldGerman(label).split(' '))
    .filter((word) => word.length >= MIN_PART_LENGTH && !/\d/.test(word)),
);

/** A word that is, or stands for, one of the label words: Trainerin, Damen, Schiri. */
const isCompoundPart = (word: string) => alternativesOf(word, false).some((w) => LABEL_WORDS.has(w));

/** The start of a label word, or of a form standing for one, as the word being typed may be: trai, damen. */
const startsLabelWord = (part: string) =>
  alternativesOf(part, true).some((start) => [...LABEL_WORDS].some((label) => label.startsWith(start)));

function compoundTerm(word: string, parts: [string, string], prefix: boolean): QueryTerm {
  const compound: QueryTerm['compound'] = [alternativesOf(parts[0], false), alternativesOf(parts[1], prefix)];
  return { alternatives: alternativesOf(word, prefix), prefix, compound };
}

/**
 * A word that may stand before a label word in a compound (Fussball-, Vereins-, Athletik-): long enough
 * and not one of the small words.
 */
const isModifier = (part: string) => part.length >= MIN_PART_LENGTH && !STOP_WORDS.has(part);

/**
 * The start of a label word typed far enough to say which: a modifier makes any cut a candidate, and a
 * letter or two after "Fussball" would stand for every function starting with them.
 */
const startsLabelWordClearly = (part: string) => part.length >= MIN_PART_LENGTH && startsLabelWord(part);

/**
 * A word's term. The word being typed may be a compound whose second part is not complete yet: read so,
 * "Juniorentrai" lists what "Juniorentrainer" will, instead of nothing until the last letter. A compound
 * of any word and a label word ("Fussballtrainer", "Vereinstrainer") reads as both words as well, as if
 * typed apart, and falls back to the label word when nothing holds both (`broader`). Only this way round:
 * in a label word followed by another ("Frauenfeld") the label word is no longer what is meant.
 */
function termOf(word: string, prefix: boolean): QueryTerm {
  if (isCompoundPart(word)) return { alternatives: alternativesOf(word, prefix), prefix };
  const labels =
    splitCompound(word, isCompoundPart) ??
    (prefix ? splitCompound(word, isCompoundPart, startsLabelWord) : null);
  if (labels) return compoundTerm(word, labels, prefix);
  const modified =
    splitCompound(word, isModifier, isCompoundPart) ??
    (prefix ? splitCompound(word, isModifier, startsLabelWordClearly) : null);
  if (!modified) return { alternatives: alternativesOf(word, prefix), prefix };
  return { ...compoundTerm(word, modified, prefix), broader: alternativesOf(modified[1], prefix) };
}

/**
 * Two words typed apart that make a known word together ("Co-Trainer", "Torwart Trainer") are one term:
 * the joined word with its alternatives, or both words as they were typed.
 */
function termsOf(words: readonly string[]): QueryTerm[] {
  const isKnown = (word: string) => SYNONYMS[word] !== undefined || LABEL_WORDS.has(word);
  const last = words.length - 1;
  const terms: QueryTerm[] = [];
  for (let i = 0; i <= last; i += 1) {
    const [word, next] = [words[i] ?? '', words[i + 1]];
    if (next !== undefined && isKnown(word + next)) {
      terms.push(compoundTerm(word + next, [word, next], i + 1 === last));
      i += 1;
    } else terms.push(termOf(word, i === last));
  }
  return terms;
}

/** How many label words a typo may stand for: the closest, as for the near spellings of titles. */
const LABEL_SPELLINGS = 3;

/**
 * The label words a word with a typo may have meant ("Trainr", "Torwat"), nearest first, by the rule the
 * near spellings of titles follow (`isTypoOf`). None for a label word itself. Both search engines add these to a
 * word when a search finds nothing, so people, whose titles are their names, are found by a misspelt
 * function as offers are.
 */
export function labelSpellings(word: string): string[] {
  if (LABEL_WORDS.has(word)) return [];
  return [...LABEL_WORDS]
    .filter((label) => isTypoOf(word, label))
    .sort((a, b) => editDistance(word, a) - editDistance(word, b) || a.localeCompare(b))
    .slice(0, LABEL_SPELLINGS);
}

/**
 * The gender-inclusive endings people write after a title (Trainer*in, Trainer:innen, Spieler_in,
 * Betreuer/-in): folded apart, "in" or "innen" would be a word of its own that every text had to hold.
 * The title before them finds the offers, which are written in the masculine or both forms.
 */
const INCLUSIVE_ENDING = /(\p{L})\s?[*:_/·]-?\s?[iI]n(?:nen)?\b/gu;

/** Splits free text into folded terms; an empty list means "no text": list everything. */
export function analyzeQuery(text: string): AnalyzedQuery {
  const folded = foldGerman(text.replace(INCLUSIVE_ENDING, '$1'));
  const all = folded ? folded.split(' ') : [];
  const last = all.length - 1;
  const meant = all.filter((word, i) => !FRAMING_WORDS.has(word) && (i === last || !STOP_WORDS.has(word)));
  // A query of nothing but such words is taken as typed: it is all there is to go by.
  const words = (meant.length > 0 ? meant : all).slice(-MAX_QUERY_TERMS);
  return { folded, terms: termsOf(words) };
}

/**
 * Text with no word to search by, only signs or emoji ("*", "😀", "&|!"): it finds nothing, where no text
 * at all lists everything. Invisible characters alone count as no text, as in the forms.
 */
export function findsNothing(text: string): boolean {
  return text.replace(/[\s\p{Cf}]/gu, '') !== '' && analyzeQuery(text).terms.length === 0;
}

/** The answers of both engines to such text (fresh objects: callers may add to them). */
export const nothingFound = (): SearchResult => ({ hits: [], total: 0 });
export const noFacets = (): SearchFacets => ({ total: 0, states: {}, clubFunctions: {} });

/** A query word needs this many letters before a search that found nothing looks up its near spellings. */
export const MIN_NEAR_SPELLING_LENGTH = 4;

/** How many title words a query word may take as near spellings: the closest, not every look-alike. */
export const NEAR_TITLE_SPELLINGS = 3;

/**
 * The words that may want near spellings, long enough and each once, as `withNearSpellings` looks them up,
 * with their alternatives: a title that carries any of them shows the word is no typo.
 */
export function nearSpellingWords(analyzed: AnalyzedQuery): { word: string; alternatives: string[] }[] {
  const found = new Map<string, string[]>();
  for (const { alternatives } of analyzed.terms) {
    const word = alternatives[0] ?? '';
    if (word.length >= MIN_NEAR_SPELLING_LENGTH && !found.has(word)) found.set(word, alternatives);
  }
  return [...found].map(([word, alternatives]) => ({ word, alternatives }));
}

/** What a search engine's index of title words says of a query word. */
export interface TitleSpellings {
  /** Some title carries the word (or one of its alternatives) as it is: it is no typo. */
  known: boolean;
  /** The nearest title words, closest first; at most `NEAR_TITLE_SPELLINGS` are taken. */
  near: string[];
}

/**
 * The query with each word no title carries joined by its nearest title spellings, the label words it may
 * have meant (`labelSpellings`) and, for a compound, the label word it ends in (`broader`); null when no
 * word gained any, so a search that found nothing has nothing else to try. Both search engines take their
 * near spellings through here, each from its own index of title words, so they correct the same words
 * the same way. A word some title carries stays alone: "Trainer Onnens" finds nothing for want of Onnens,
 * not of trainers.
 */
export function withNearSpellings(
  analyzed: AnalyzedQuery,
  titleSpellings: ReadonlyMap<string, TitleSpellings>,
): AnalyzedQuery | null {
  let found = false;
  const terms = analyzed.terms.map((term) => {
    const word = term.alternatives[0] ?? '';
    const titles = titleSpellings.get(word);
    if (word.length < MIN_NEAR_SPELLING_LENGTH || !titles || titles.known) return term;
    const spellings = new Set([
      ...titles.near.slice(0, NEAR_TITLE_SPELLINGS),
      ...labelSpellings(word),
      ...(term.broader ?? []),
    ]);
    for (const known of term.alternatives) spellings.delete(known);
    if (spellings.size === 0) return term;
    found = true;
    return { ...term, alternatives: [...term.alternatives, ...spellings] };
  });
  return found ? { ...analyzed, terms } : null;
}
