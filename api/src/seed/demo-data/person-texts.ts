import {
  aged,
  AT_A_DESK,
  type CurrentActivity,
  type DemoRole,
  HELPERS,
  LEADERS,
  MEDICAL,
  NO_JOB,
  NOT_COACHING,
  NOT_PLAYING,
  NOT_REFEREEING,
  type PersonText,
  type TextsByCountry,
} from './text-types';

// Placeholders: {function} the wished function, {current} the current job's function (both feminine for
// women), {town} home town of the person. 'idle' is for people who wish for nothing right now.
// A text that speaks of the person's age, current job or gender says so in its conditions, so a
// 28-year-old is never 'seit kurzem pensioniert' and a current referee never 'möchte anfangen'.
// 'als' is only ever followed by a function the person wishes for or holds.

const RETIRED = aged(60);
const STUDENT = aged(18, 30);
const PARENT = aged(30);
const JUST_OUT_OF_JUNIORS = aged(18, 21);
const MEN: PersonText['genders'] = ['MALE'];
const WOMEN: PersonText['genders'] = ['FEMALE'];
const REFEREEING: readonly CurrentActivity[] = ['SCHIEDSRICHTER'];
const PLAYING: readonly CurrentActivity[] = ['SPIELER'];
const STAFF: readonly CurrentActivity[] = ['TRAINER', 'SCHIEDSRICHTER', 'BETREUER'];
const IN_A_JOB: readonly CurrentActivity[] = [...PLAYING, ...STAFF];
const OFF_THE_PITCH: readonly CurrentActivity[] = ['NONE', 'BETREUER'];
const HANDY = [
  'UNTERSTUETZER',
  'PLATZWART',
  'MATERIALWART',
  'EVENTAUSHILFE',
  'FAHRDIENST',
  'BETREUER',
] as const;
const OUT_AND_ABOUT = ['UNTERSTUETZER', 'EVENTAUSHILFE', 'STADIONSPEAKER', 'FAHRDIENST', 'BETREUER'] as const;
const AS_A_COUPLE = [
  'UNTERSTUETZER',
  'EVENTAUSHILFE',
  'BUEROUNTERSTUETZUNG',
  'PLATZWART',
  'FAHRDIENST',
] as const;

export const PERSON_DESCRIPTIONS: Record<DemoRole | 'idle', TextsByCountry<PersonText>> = {
  trainer: {
    ch: [
      {
        born: aged(25),
        current: NOT_PLAYING,
        text: 'Ich habe lange selbst gespielt und möchte jetzt als {function} meine Erfahrung weitergeben. Den J+S-Leiterkurs habe ich bereits besucht, gerne bilde ich mich weiter. Ich suche einen Verein in {town} oder Umgebung mit einem motivierten Team.',
      },
      {
        born: aged(25),
        current: NO_JOB,
        text: 'Vor kurzem bin ich beruflich nach {town} gezogen und suche hier einen neuen Verein. In meinem alten Club war ich mehrere Jahre als {function} bei den Junioren tätig. Am liebsten arbeite ich mit Teams, die sich entwickeln wollen.',
      },
      {
        born: PARENT,
        current: NOT_COACHING,
        text: 'Meine beiden Kinder spielen Fussball, und ich stehe sowieso jedes Wochenende am Platz. Jetzt möchte ich aktiv mithelfen und suche eine Aufgabe als {function} in {town}. Erfahrung habe ich aus meiner eigenen Zeit auf dem Platz, Kurse besuche ich gerne.',
      },
      {
        born: STUDENT,
        text: 'Ich studiere Sportwissenschaften und suche neben dem Studium eine Aufgabe als {function}. Trainingsplanung, Athletik und Videoanalyse interessieren mich besonders. Unter der Woche bin ich abends flexibel, am liebsten in {town} oder gut mit dem ÖV erreichbar.',
      },
      {
        born: aged(35),
        current: NO_JOB,
        text: 'Nach einer mehrjährigen Pause wegen Familie und Beruf juckt es mich wieder: Ich suche eine neue Herausforderung als {function}. Früher habe ich Aktivteams in der 3. und 4. Liga betreut. Region {town}, gerne ab der nächsten Saison.',
      },
      {
        born: aged(25),
        current: NOT_PLAYING,
        text: 'Ich habe selbst lange gespielt und möchte nun als {function} im Frauen- oder Juniorinnenfussball mithelfen. Mir ist wichtig, dass Spielerinnen gefördert und ernst genommen werden. Ich wohne in {town} und bin zweimal pro Woche verfügbar.',
      },
      {
        born: RETIRED,
        text: 'Seit meiner Pensionierung habe ich endlich Zeit für mein Hobby. Ich suche einen Verein in {town}, in dem ich als {function} mit Kindern und Jugendlichen arbeiten kann. Geduld und Freude am Erklären bringe ich aus meinem Berufsleben als Lehrperson mit.',
      },
      {
        born: aged(28),
        text: 'Ich suche eine Aufgabe als {function} bei einem ambitionierten Verein in der Region {town}. Ich habe das Trainerdiplom B und mehrere Jahre Erfahrung im Aktivfussball. Wichtig sind mir klare Strukturen und ein Vorstand, der mitzieht.',
      },
    ],
    de: [
      {
        born: aged(25),
        current: NOT_PLAYING,
        text: 'Ich habe viele Jahre selbst gespielt und möchte meine Erfahrung jetzt als {function} weitergeben. Die C-Lizenz habe ich bereits, weitere Fortbildungen mache ich gern. Ich suche einen Verein in {town} oder Umgebung mit einem motivierten Team.',
      },
      {
        born: aged(25),
        current: NO_JOB,
        text: 'Ich bin vor kurzem beruflich nach {town} gezogen und suche hier einen neuen Verein. In meinem alten Verein war ich mehrere Jahre als {function} im Jugendbereich aktiv. Am liebsten arbeite ich mit Mannschaften, die sich entwickeln wollen.',
      },
      {
        born: PARENT,
        current: NOT_COACHING,
        text: 'Meine beiden Kinder sind fußballverrückt, und ich stehe ohnehin jedes Wochenende am Platz. Jetzt möchte ich selbst mit anpacken und suche eine Aufgabe als {function} in {town}. Erfahrung habe ich aus meiner eigenen Zeit auf dem Platz, Lehrgänge besuche ich gern.',
      },
      {
        born: STUDENT,
        text: 'Ich studiere Sportwissenschaft und suche neben dem Studium eine Tätigkeit als {function}. Trainingsplanung, Athletik und Spielanalyse interessieren mich besonders. Unter der Woche bin ich abends flexibel, am liebsten in {town} oder gut mit Bus und Bahn erreichbar.',
      },
      {
        born: aged(35),
        current: NO_JOB,
        text: 'Nach ein paar Jahren Pause wegen Familie und Job möchte ich zurück an die Seitenlinie. Ich suche eine neue Aufgabe als {function}, früher habe ich Herrenmannschaften in der Kreisliga und Bezirksliga trainiert. Raum {town}, gern ab der kommenden Saison.',
      },
      {
        born: aged(25),
        current: NOT_PLAYING,
        text: 'Ich habe selbst lange gespielt und möchte nun als {function} im Frauen- oder Mädchenfußball mithelfen. Mir ist wichtig, dass Spielerinnen gefördert und ernst genommen werden. Ich wohne in {town} und habe zweimal pro Woche Zeit.',
      },
      {
        born: RETIRED,
        text: 'Seit meinem Ruhestand habe ich endlich Zeit für meine Leidenschaft. Ich suche einen Verein in {town}, in dem ich als {function} mit Kindern und Jugendlichen arbeiten kann. Geduld und Freude am Erklären bringe ich aus vielen Jahren im Schuldienst mit.',
      },
      {
        born: aged(28),
        text: 'Ich suche eine Aufgabe als {function} bei einem ambitionierten Verein im Raum {town}. Ich besitze die B-Lizenz und habe mehrere Jahre Erfahrung im Herrenbereich bis zur Landesliga. Wichtig sind mir klare Strukturen und ein Vorstand, der mitzieht.',
      },
    ],
  },
  referee: {
    ch: [
      {
        current: NOT_REFEREEING,
        text: 'Ich möchte als {function} anfangen und den Grundkurs so bald wie möglich besuchen. Ich suche einen Verein in {town}, der mich dabei unterstützt und mir am Anfang eine erfahrene Person zur Seite stellt.',
      },
      {
        born: aged(28),
        current: ['NONE', 'TRAINER', 'BETREUER'],
        text: 'Nach vielen Jahren auf dem Platz möchte ich dem Fussball als {function} treu bleiben. Ich bin fit, zuverlässig und kenne die Regeln gut. Gerne pfeife ich für einen Verein in der Region {town}.',
      },
      {
        born: aged(20),
        current: REFEREEING,
        text: 'Ich bin seit fünf Jahren als {function} aktiv und leite Spiele bis zur 3. Liga. Wegen eines Umzugs nach {town} suche ich einen neuen Verein, für den ich pfeifen kann.',
      },
      {
        born: STUDENT,
        current: NOT_REFEREEING,
        text: 'Ich studiere und suche einen flexiblen Nebenjob mit Bewegung. Die Aufgabe als {function} reizt mich, weil ich gerne Verantwortung übernehme. Ich wohne in {town} und bin vor allem am Wochenende verfügbar.',
      },
      {
        born: aged(28),
        current: NOT_REFEREEING,
        text: 'Ich habe früher gepfiffen und nach einer Familienpause wieder Lust, als {function} auf dem Platz zu stehen. Mein Regelwissen frische ich gerne in einem Kurs auf. Ich suche einen Verein in {town} oder Umgebung.',
      },
      {
        born: PARENT,
        current: NOT_REFEREEING,
        text: 'Mein Kind spielt bei den Junioren, und ich sehe jedes Wochenende, wie dringend Schiedsrichter gesucht werden. Deshalb möchte ich als {function} einsteigen und suche einen Verein in {town}, der mich beim Grundkurs begleitet.',
      },
      {
        born: RETIRED,
        current: NOT_REFEREEING,
        text: 'Seit meiner Pensionierung habe ich Zeit und bin nach wie vor gut in Form. Ich würde gerne als {function} Junioren- und Seniorenspiele leiten. Wohnort {town}, Einsätze auch unter der Woche möglich.',
      },
      {
        current: REFEREEING,
        text: 'Ich pfeife seit zwei Jahren und möchte mich weiterentwickeln. Ein Verein mit einer aktiven Schiedsrichtergruppe und guter Betreuung wäre ideal. Ich suche eine Aufgabe als {function} in der Region {town}.',
      },
    ],
    de: [
      {
        current: NOT_REFEREEING,
        text: 'Ich möchte als {function} anfangen und den Anwärterlehrgang so bald wie möglich machen. Ich suche einen Verein in {town}, der mich dabei unterstützt und mir einen erfahrenen Paten an die Seite stellt.',
      },
      {
        born: aged(28),
        current: ['NONE', 'TRAINER', 'BETREUER'],
        text: 'Nach vielen Jahren auf dem Platz möchte ich dem Fußball als {function} treu bleiben. Ich bin fit, zuverlässig und kenne die Regeln gut. Gern pfeife ich für einen Verein im Raum {town}.',
      },
      {
        born: aged(20),
        current: REFEREEING,
        text: 'Ich bin seit fünf Jahren als {function} aktiv und leite Spiele bis zur Bezirksliga. Wegen eines Umzugs nach {town} suche ich einen neuen Verein, für den ich pfeifen kann.',
      },
      {
        born: STUDENT,
        current: NOT_REFEREEING,
        text: 'Ich studiere und suche einen flexiblen Nebenjob mit Bewegung. Die Aufgabe als {function} reizt mich, weil ich gern Verantwortung übernehme. Ich wohne in {town} und bin vor allem am Wochenende verfügbar.',
      },
      {
        born: aged(28),
        current: NOT_REFEREEING,
        text: 'Ich habe früher gepfiffen und nach einer Familienpause wieder Lust, als {function} auf dem Platz zu stehen. Mein Regelwissen frische ich gern bei den Lehrabenden auf. Ich suche einen Verein in {town} oder Umgebung.',
      },
      {
        born: PARENT,
        current: NOT_REFEREEING,
        text: 'Mein Kind spielt in der Jugend, und ich sehe jedes Wochenende, wie dringend Schiris gesucht werden. Deshalb möchte ich als {function} einsteigen und suche einen Verein in {town}, der mich beim Neulingslehrgang begleitet.',
      },
      {
        born: RETIRED,
        current: NOT_REFEREEING,
        text: 'Seit meinem Ruhestand habe ich Zeit und bin nach wie vor gut in Form. Ich würde gern als {function} Jugend- und Altherrenspiele leiten. Wohnort {town}, Einsätze auch unter der Woche möglich.',
      },
      {
        current: REFEREEING,
        text: 'Ich pfeife seit zwei Jahren und möchte mich weiterentwickeln. Ideal wäre ein Verein mit aktiver Schiedsrichtergruppe und guter Betreuung. Ich suche eine Aufgabe als {function} im Raum {town}.',
      },
    ],
  },
  player: {
    ch: [
      {
        current: NOT_PLAYING,
        text: 'Ich bin neu in {town} und suche einen Verein, bei dem ich als {function} spielen kann. Zuletzt habe ich in der 4. Liga gespielt. Mir sind ein guter Teamgeist und regelmässige Trainings wichtig.',
      },
      {
        current: NOT_PLAYING,
        text: 'Nach drei Jahren Pause wegen einer Knieverletzung bin ich wieder fit und möchte zurück auf den Platz. Ich suche ein Team in {town}, am liebsten als {function}. Auch eine tiefere Liga ist für mich kein Problem.',
      },
      {
        born: STUDENT,
        text: 'Ich studiere in {town} und suche ein Team, in dem ich neben dem Studium als {function} spielen kann. Zwei Trainings pro Woche liegen zeitlich gut drin.',
      },
      {
        born: aged(25),
        current: OFF_THE_PITCH,
        text: 'Ich habe als Kind Fussball gespielt und möchte nach vielen Jahren wieder einsteigen. Gesucht ist ein Team in {town} mit lockerer Atmosphäre, in dem ich als {function} meinen Platz finde.',
      },
      {
        born: JUST_OUT_OF_JUNIORS,
        genders: MEN,
        current: NOT_PLAYING,
        text: 'Bis letzte Saison habe ich bei den Junioren A gespielt. Jetzt suche ich einen Verein mit Perspektive im Aktivfussball, am liebsten als {function}. Region {town}.',
      },
      {
        born: JUST_OUT_OF_JUNIORS,
        genders: WOMEN,
        current: NOT_PLAYING,
        text: 'Bis letzte Saison habe ich bei den Juniorinnen FF-19 gespielt. Jetzt suche ich ein Frauenteam mit Perspektive, am liebsten als {function}. Region {town}.',
      },
      {
        current: OFF_THE_PITCH,
        text: 'Ich habe jahrelang Unihockey gespielt und möchte jetzt Fussball ausprobieren, gerne als {function}. Ich suche ein Team in {town}, das auch Quereinsteiger aufnimmt.',
      },
      {
        born: aged(24),
        genders: MEN,
        current: NOT_PLAYING,
        text: 'Ich habe mehrere Jahre in der 2. Liga interregional gespielt und suche nach meinem Umzug nach {town} eine neue Herausforderung als {function}. Ich bin ehrgeizig, zuverlässig und teamorientiert.',
      },
      {
        born: aged(24),
        genders: WOMEN,
        current: NOT_PLAYING,
        text: 'Ich habe mehrere Jahre in der Nationalliga B gespielt und suche nach meinem Umzug nach {town} eine neue Herausforderung als {function}. Ich bin ehrgeizig, zuverlässig und teamorientiert.',
      },
      {
        born: aged(30),
        genders: MEN,
        current: NOT_PLAYING,
        text: 'Ich möchte noch einmal die Fussballschuhe schnüren und suche ein Senioren- oder Veteranenteam in {town}, in dem ich als {function} mitspielen kann. Geselligkeit nach dem Spiel ist ausdrücklich erwünscht.',
      },
      {
        current: PLAYING,
        text: 'Ich spiele zurzeit in meinem Verein, möchte mich auf die neue Saison aber verändern. Am liebsten spiele ich als {function}, gesucht ist ein ambitioniertes Team in der Region {town}, das trotzdem Wert auf Zusammenhalt legt.',
      },
      {
        text: 'Ich suche auf die neue Saison ein Team in der Region {town}, in dem ich als {function} zum Einsatz komme. Zuverlässigkeit und Teamgeist sind für mich selbstverständlich, und zwei Trainings pro Woche liegen gut drin.',
      },
    ],
    de: [
      {
        current: NOT_PLAYING,
        text: 'Ich bin neu in {town} und suche einen Verein, bei dem ich als {function} spielen kann. Zuletzt war ich in der Kreisliga A aktiv. Mir sind ein guter Zusammenhalt und regelmäßiges Training wichtig.',
      },
      {
        current: NOT_PLAYING,
        text: 'Nach drei Jahren Pause wegen eines Kreuzbandrisses bin ich wieder fit und will zurück auf den Platz. Ich suche eine Mannschaft in {town}, am liebsten als {function}. Eine niedrigere Liga ist für mich kein Problem.',
      },
      {
        born: STUDENT,
        text: 'Ich studiere in {town} und suche ein Team, in dem ich neben dem Studium als {function} spielen kann. Zwei Trainingseinheiten pro Woche bekomme ich gut unter.',
      },
      {
        born: aged(25),
        current: OFF_THE_PITCH,
        text: 'Ich habe als Kind Fußball gespielt und möchte nach vielen Jahren wieder einsteigen. Gesucht ist eine Mannschaft in {town} mit lockerer Atmosphäre, in der ich als {function} meinen Platz finde.',
      },
      {
        born: JUST_OUT_OF_JUNIORS,
        genders: MEN,
        current: NOT_PLAYING,
        text: 'Bis zum Sommer habe ich in der A-Jugend gespielt. Jetzt suche ich einen Verein mit Perspektive im Herrenbereich, am liebsten als {function}. Raum {town}.',
      },
      {
        born: JUST_OUT_OF_JUNIORS,
        genders: WOMEN,
        current: NOT_PLAYING,
        text: 'Bis zum Sommer habe ich bei den B-Juniorinnen und danach in der zweiten Frauenmannschaft meines Heimatvereins gespielt. Jetzt suche ich eine neue Mannschaft, am liebsten als {function}. Raum {town}.',
      },
      {
        current: OFF_THE_PITCH,
        text: 'Ich habe jahrelang Handball gespielt und möchte jetzt Fußball ausprobieren, gern als {function}. Ich suche eine Mannschaft in {town}, die auch Quereinsteiger aufnimmt.',
      },
      {
        born: aged(24),
        current: NOT_PLAYING,
        text: 'Ich habe mehrere Jahre in der Landesliga gespielt und suche nach meinem Umzug nach {town} eine neue Herausforderung als {function}. Ich bin ehrgeizig, zuverlässig und mannschaftsdienlich.',
      },
      {
        born: aged(40),
        genders: MEN,
        current: NOT_PLAYING,
        text: 'Ich möchte noch einmal die Fußballschuhe schnüren und suche eine Ü40- oder Alte-Herren-Mannschaft in {town}, in der ich als {function} mitspielen kann. Geselligkeit nach dem Spiel ist ausdrücklich erwünscht.',
      },
      {
        current: PLAYING,
        text: 'Ich spiele zurzeit in meinem Verein, möchte mich zur neuen Saison aber verändern. Am liebsten spiele ich als {function}, gesucht ist eine ehrgeizige Mannschaft im Raum {town}, der Zusammenhalt trotzdem wichtig ist.',
      },
      {
        text: 'Ich suche zur neuen Saison eine Mannschaft im Raum {town}, in der ich als {function} zum Einsatz komme. Zuverlässigkeit und Teamgeist sind für mich selbstverständlich, und zwei Trainingseinheiten pro Woche bekomme ich gut unter.',
      },
    ],
  },
  supporter: {
    ch: [
      {
        born: RETIRED,
        roles: HANDY,
        text: 'Ich bin seit kurzem pensioniert und möchte meine Zeit sinnvoll nutzen. Ich bin handwerklich geschickt und würde gerne als {function} bei einem Verein in {town} mithelfen.',
      },
      {
        born: PARENT,
        text: 'Mein Sohn spielt bei den Junioren, und ich möchte den Verein gerne unterstützen. Ich suche eine Aufgabe als {function} in {town}, die sich mit meinem Teilzeitpensum vereinbaren lässt.',
      },
      {
        roles: AT_A_DESK,
        text: 'Beruflich bin ich im Büro tätig und kenne mich mit Administration und Buchhaltung aus. Ich suche ein Ehrenamt als {function} bei einem Fussballverein in {town}.',
      },
      {
        born: STUDENT,
        roles: OUT_AND_ABOUT,
        text: 'Ich studiere in {town} und helfe gerne bei Turnieren, Clubanlässen und in der Buvette mit. Eine Aufgabe als {function} für ein paar Stunden im Monat wäre ideal.',
      },
      {
        born: aged(25),
        current: NOT_PLAYING,
        text: 'Ich habe selbst lange gespielt, aus gesundheitlichen Gründen geht das nicht mehr. Dem Fussball bleibe ich trotzdem treu und suche eine Aufgabe als {function} in {town} oder Umgebung.',
      },
      {
        roles: [...HELPERS, ...LEADERS],
        text: 'Ich bin neu in {town} und möchte über den Verein Leute kennenlernen. Ich bin zuverlässig, packe gerne an und würde mich über eine Aufgabe als {function} freuen.',
      },
      {
        roles: OUT_AND_ABOUT,
        text: 'Ich habe ein Auto, einen Führerausweis und am Wochenende meistens Zeit. Gerne unterstütze ich einen Verein in {town} als {function}, zum Beispiel an Heimspielen oder Turnieren.',
      },
      {
        born: RETIRED,
        roles: AS_A_COUPLE,
        text: 'Wir sind ein Ehepaar im Ruhestand und möchten gemeinsam bei einem Fussballverein in {town} mithelfen. Ich melde mich stellvertretend für uns beide für eine Aufgabe als {function}.',
      },
      {
        roles: MEDICAL,
        text: 'Beruflich bin ich im Gesundheitswesen tätig und möchte mein Wissen als {function} in einem Fussballverein einbringen. Abends und an den Wochenenden habe ich Zeit für Trainings und Matches, am liebsten in {town} oder Umgebung.',
      },
      {
        born: aged(30),
        roles: AT_A_DESK,
        text: 'Ich war mehrere Jahre im Vorstand eines Vereins und kenne die Arbeit hinter den Kulissen. Jetzt suche ich eine neue Aufgabe als {function} in der Region {town}, gerne mit Verantwortung.',
      },
    ],
    de: [
      {
        born: RETIRED,
        roles: HANDY,
        text: 'Ich bin seit kurzem in Rente und möchte meine Zeit sinnvoll nutzen. Ich bin handwerklich geschickt und würde gern als {function} bei einem Verein in {town} mithelfen.',
      },
      {
        born: PARENT,
        text: 'Mein Sohn spielt in der E-Jugend, und ich möchte den Verein gern unterstützen. Ich suche eine Aufgabe als {function} in {town}, die sich mit meiner Teilzeitstelle vereinbaren lässt.',
      },
      {
        roles: AT_A_DESK,
        text: 'Beruflich arbeite ich im Büro und kenne mich mit Verwaltung und Buchhaltung aus. Ich suche ein Ehrenamt als {function} bei einem Fußballverein in {town}.',
      },
      {
        born: STUDENT,
        roles: OUT_AND_ABOUT,
        text: 'Ich studiere in {town} und helfe gern bei Turnieren, Vereinsfesten und am Grillstand. Eine Aufgabe als {function} für ein paar Stunden im Monat wäre ideal.',
      },
      {
        born: aged(25),
        current: NOT_PLAYING,
        text: 'Ich habe selbst lange gespielt, aus gesundheitlichen Gründen geht das nicht mehr. Dem Fußball bleibe ich trotzdem treu und suche eine Aufgabe als {function} in {town} oder Umgebung.',
      },
      {
        roles: [...HELPERS, ...LEADERS],
        text: 'Ich bin neu in {town} und möchte über den Verein Leute kennenlernen. Ich bin zuverlässig, packe gern mit an und würde mich über eine Aufgabe als {function} freuen.',
      },
      {
        roles: OUT_AND_ABOUT,
        text: 'Ich habe ein Auto, einen Führerschein und am Wochenende meistens Zeit. Gern unterstütze ich einen Verein in {town} als {function}, etwa bei Heimspielen oder Turnieren.',
      },
      {
        born: RETIRED,
        roles: AS_A_COUPLE,
        text: 'Wir sind ein Ehepaar im Ruhestand und möchten gemeinsam bei einem Fußballverein in {town} mithelfen. Ich melde mich stellvertretend für uns beide für eine Aufgabe als {function}.',
      },
      {
        roles: MEDICAL,
        text: 'Beruflich arbeite ich im Gesundheitswesen und möchte mein Wissen als {function} in einem Fußballverein einbringen. Abends und am Wochenende habe ich Zeit für Training und Spiele, am liebsten in {town} oder Umgebung.',
      },
      {
        born: aged(30),
        roles: AT_A_DESK,
        text: 'Ich war mehrere Jahre im Vorstand eines Vereins und kenne die Arbeit hinter den Kulissen. Jetzt suche ich eine neue Aufgabe als {function} im Raum {town}, gern mit Verantwortung.',
      },
    ],
  },
  idle: {
    ch: [
      {
        current: IN_A_JOB,
        text: 'Zurzeit bin ich als {current} in meinem Verein gut eingebunden und suche nichts Neues. Mein Profil habe ich trotzdem erstellt, damit mich Vereine aus der Region {town} finden, falls sich später etwas ergibt.',
      },
      {
        current: NO_JOB,
        text: 'Ich habe mich hier angemeldet, um zu sehen, welche Vereine in der Region {town} aktiv sind. Eine feste Aufgabe suche ich im Moment nicht, für Anfragen bin ich aber offen, wenn es zeitlich passt.',
      },
      {
        born: PARENT,
        current: NO_JOB,
        text: 'Nach vielen Jahren im Verein mache ich zurzeit eine Pause vom Fussball. Wer in {town} oder Umgebung jemanden mit Erfahrung sucht, darf mich gerne anfragen, versprechen kann ich aber nichts.',
      },
      {
        current: PLAYING,
        text: 'Ich spiele zurzeit in meinem Verein und fühle mich dort sehr wohl. Mein Profil ist für später gedacht, wenn ich neben dem Spielen mehr Verantwortung übernehmen möchte. Ich wohne in {town}.',
      },
      {
        current: STAFF,
        text: 'Neben Beruf und Familie reicht mir meine Aufgabe als {current} im Moment völlig. Ich schaue trotzdem ab und zu hier vorbei, was in der Region {town} gesucht wird.',
      },
    ],
    de: [
      {
        current: IN_A_JOB,
        text: 'Zurzeit bin ich als {current} in meinem Verein gut eingebunden und suche nichts Neues. Mein Profil habe ich trotzdem angelegt, damit mich Vereine aus dem Raum {town} finden, falls sich später etwas ergibt.',
      },
      {
        current: NO_JOB,
        text: 'Ich habe mich hier angemeldet, um zu sehen, welche Vereine im Raum {town} aktiv sind. Eine feste Aufgabe suche ich gerade nicht, für Anfragen bin ich aber offen, wenn es zeitlich passt.',
      },
      {
        born: PARENT,
        current: NO_JOB,
        text: 'Nach vielen Jahren im Verein mache ich gerade eine Pause vom Fußball. Wer in {town} oder Umgebung jemanden mit Erfahrung sucht, darf mich gern ansprechen, versprechen kann ich aber nichts.',
      },
      {
        current: PLAYING,
        text: 'Ich spiele zurzeit in meinem Verein und fühle mich dort sehr wohl. Mein Profil ist für später gedacht, wenn ich neben dem Spielen mehr Verantwortung übernehmen möchte. Ich wohne in {town}.',
      },
      {
        current: STAFF,
        text: 'Neben Beruf und Familie reicht mir meine Aufgabe als {current} im Moment völlig. Ich schaue trotzdem ab und zu hier vorbei, was im Raum {town} gesucht wird.',
      },
    ],
  },
};
