// Users type the same town in many spellings: Zürich, Zurich, Zuerich, ZÜRICH; St. Gallen, Sankt Gallen;
// St-Imier, Saint-Imier; Straße, Strasse. Folding all of them to one key lets a lookup compare keys only.
// 'ae', 'oe' and 'ue' collapse like ä, ö and ü: both sides of a comparison are folded the same way, so
// the odd false friend ('Kues' = 'Kus') costs nothing while 'Zuerich' finds 'Zürich'.
const SAINT = /\b(?:sankt|saint|sainte|ste|st)\b/g;

// 'Rüti b. Büren' is how the postal directory writes the municipality 'Rüti bei Büren' (and Germany has
// 'Hausen b. Würzburg' beside 'Wentorf bei Hamburg'): a lone b between two words is 'bei'. Only between
// words, so a name being typed ('Rüti b') still folds to a prefix of both.
const BEI = /(?<=[a-z0-9] )b(?= [a-z0-9])/g;

export function foldName(name: string): string {
  return name
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(SAINT, 'st')
    .replace(BEI, 'bei');
}
