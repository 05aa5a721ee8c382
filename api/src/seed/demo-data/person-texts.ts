import type { DemoRole, TextsByCountry } from './text-types';

// Placeholders: {function} German function label, {town} home town of the person.
// The generator assigns gender, birth year and function independently, so the texts avoid stating
// gender, exact age or a specific skill: 'als {function}' works for every label.

export const PERSON_DESCRIPTIONS: Record<DemoRole, TextsByCountry> = {
  trainer: {
    ch: [
      'Ich habe lange selbst gespielt und möchte jetzt als {function} meine Erfahrung weitergeben. Den J+S-Leiterkurs habe ich bereits besucht, gerne bilde ich mich weiter. Ich suche einen Verein in {town} oder Umgebung mit einem motivierten Team.',
      'Vor kurzem bin ich beruflich nach {town} gezogen und suche hier einen neuen Verein. In meinem alten Club war ich mehrere Jahre als {function} bei den Junioren tätig. Am liebsten arbeite ich mit Teams, die sich entwickeln wollen.',
      'Meine beiden Kinder spielen Fussball, und ich stehe sowieso jedes Wochenende am Platz. Jetzt möchte ich aktiv mithelfen und suche eine Aufgabe als {function} in {town}. Erfahrung habe ich als Spieler, Kurse besuche ich gerne.',
      'Ich studiere Sportwissenschaften und suche neben dem Studium eine Aufgabe als {function}. Trainingsplanung, Athletik und Videoanalyse interessieren mich besonders. Unter der Woche bin ich abends flexibel, am liebsten in {town} oder gut mit dem ÖV erreichbar.',
      'Nach einer mehrjährigen Pause wegen Familie und Beruf juckt es mich wieder: Ich suche eine neue Herausforderung als {function}. Früher habe ich Aktivteams in der 3. und 4. Liga betreut. Region {town}, gerne ab der nächsten Saison.',
      'Ich habe selbst lange gespielt und möchte nun als {function} im Frauen- oder Juniorinnenfussball mithelfen. Mir ist wichtig, dass Spielerinnen gefördert und ernst genommen werden. Ich wohne in {town} und bin zweimal pro Woche verfügbar.',
      'Seit meiner Pensionierung habe ich endlich Zeit für mein Hobby. Ich suche einen Verein in {town}, in dem ich als {function} mit Kindern und Jugendlichen arbeiten kann. Geduld und Freude am Erklären bringe ich aus meinem Berufsleben als Lehrperson mit.',
      'Ich suche eine Aufgabe als {function} bei einem ambitionierten Verein in der Region {town}. Ich habe das Trainerdiplom B und mehrere Jahre Erfahrung im Aktivfussball. Wichtig sind mir klare Strukturen und ein Vorstand, der mitzieht.',
    ],
    de: [
      'Ich habe viele Jahre selbst gespielt und möchte meine Erfahrung jetzt als {function} weitergeben. Die C-Lizenz habe ich bereits, weitere Fortbildungen mache ich gern. Ich suche einen Verein in {town} oder Umgebung mit einem motivierten Team.',
      'Ich bin vor kurzem beruflich nach {town} gezogen und suche hier einen neuen Verein. In meinem alten Verein war ich mehrere Jahre als {function} im Jugendbereich aktiv. Am liebsten arbeite ich mit Mannschaften, die sich entwickeln wollen.',
      'Meine beiden Kinder sind fußballverrückt, und ich stehe ohnehin jedes Wochenende am Platz. Jetzt möchte ich selbst mit anpacken und suche eine Aufgabe als {function} in {town}. Erfahrung habe ich als Spieler, Lehrgänge besuche ich gern.',
      'Ich studiere Sportwissenschaft und suche neben dem Studium eine Tätigkeit als {function}. Trainingsplanung, Athletik und Spielanalyse interessieren mich besonders. Unter der Woche bin ich abends flexibel, am liebsten in {town} oder gut mit Bus und Bahn erreichbar.',
      'Nach ein paar Jahren Pause wegen Familie und Job möchte ich zurück an die Seitenlinie. Ich suche eine neue Aufgabe als {function}, früher habe ich Herrenmannschaften in der Kreisliga und Bezirksliga trainiert. Raum {town}, gern ab der kommenden Saison.',
      'Ich habe selbst lange gespielt und möchte nun als {function} im Frauen- oder Mädchenfußball mithelfen. Mir ist wichtig, dass Spielerinnen gefördert und ernst genommen werden. Ich wohne in {town} und habe zweimal pro Woche Zeit.',
      'Seit meinem Ruhestand habe ich endlich Zeit für meine Leidenschaft. Ich suche einen Verein in {town}, in dem ich als {function} mit Kindern und Jugendlichen arbeiten kann. Geduld und Freude am Erklären bringe ich aus vielen Jahren im Schuldienst mit.',
      'Ich suche eine Aufgabe als {function} bei einem ambitionierten Verein im Raum {town}. Ich besitze die B-Lizenz und habe mehrere Jahre Erfahrung im Herrenbereich bis zur Landesliga. Wichtig sind mir klare Strukturen und ein Vorstand, der mitzieht.',
    ],
  },
  referee: {
    ch: [
      'Ich möchte als {function} anfangen und den Grundkurs so bald wie möglich besuchen. Ich suche einen Verein in {town}, der mich dabei unterstützt und mir am Anfang eine erfahrene Person zur Seite stellt.',
      'Nach vielen Jahren als Spieler möchte ich dem Fussball als {function} treu bleiben. Ich bin fit, zuverlässig und kenne die Regeln gut. Gerne pfeife ich für einen Verein in der Region {town}.',
      'Ich bin seit fünf Jahren als {function} aktiv und leite Spiele bis zur 3. Liga. Wegen eines Umzugs nach {town} suche ich einen neuen Verein, für den ich pfeifen kann.',
      'Ich studiere und suche einen flexiblen Nebenjob mit Bewegung. Die Aufgabe als {function} reizt mich, weil ich gerne Verantwortung übernehme. Ich wohne in {town} und bin vor allem am Wochenende verfügbar.',
      'Ich habe früher gepfiffen und nach einer Familienpause wieder Lust, als {function} auf dem Platz zu stehen. Mein Regelwissen frische ich gerne in einem Kurs auf. Ich suche einen Verein in {town} oder Umgebung.',
      'Mein Kind spielt bei den Junioren, und ich sehe jedes Wochenende, wie dringend Schiedsrichter gesucht werden. Deshalb möchte ich als {function} einsteigen und suche einen Verein in {town}, der mich beim Grundkurs begleitet.',
      'Seit meiner Pensionierung habe ich Zeit und bin nach wie vor gut in Form. Ich würde gerne als {function} Junioren- und Seniorenspiele leiten. Wohnort {town}, Einsätze auch unter der Woche möglich.',
      'Ich pfeife seit zwei Jahren und möchte mich weiterentwickeln. Ein Verein mit einer aktiven Schiedsrichtergruppe und guter Betreuung wäre ideal. Ich suche eine Aufgabe als {function} in der Region {town}.',
    ],
    de: [
      'Ich möchte als {function} anfangen und den Anwärterlehrgang so bald wie möglich machen. Ich suche einen Verein in {town}, der mich dabei unterstützt und mir einen erfahrenen Paten an die Seite stellt.',
      'Nach vielen Jahren als Spieler möchte ich dem Fußball als {function} treu bleiben. Ich bin fit, zuverlässig und kenne die Regeln gut. Gern pfeife ich für einen Verein im Raum {town}.',
      'Ich bin seit fünf Jahren als {function} aktiv und leite Spiele bis zur Bezirksliga. Wegen eines Umzugs nach {town} suche ich einen neuen Verein, für den ich pfeifen kann.',
      'Ich studiere und suche einen flexiblen Nebenjob mit Bewegung. Die Aufgabe als {function} reizt mich, weil ich gern Verantwortung übernehme. Ich wohne in {town} und bin vor allem am Wochenende verfügbar.',
      'Ich habe früher gepfiffen und nach einer Familienpause wieder Lust, als {function} auf dem Platz zu stehen. Mein Regelwissen frische ich gern bei den Lehrabenden auf. Ich suche einen Verein in {town} oder Umgebung.',
      'Mein Kind spielt in der Jugend, und ich sehe jedes Wochenende, wie dringend Schiris gesucht werden. Deshalb möchte ich als {function} einsteigen und suche einen Verein in {town}, der mich beim Neulingslehrgang begleitet.',
      'Seit meinem Ruhestand habe ich Zeit und bin nach wie vor gut in Form. Ich würde gern als {function} Jugend- und Altherrenspiele leiten. Wohnort {town}, Einsätze auch unter der Woche möglich.',
      'Ich pfeife seit zwei Jahren und möchte mich weiterentwickeln. Ideal wäre ein Verein mit aktiver Schiedsrichtergruppe und guter Betreuung. Ich suche eine Aufgabe als {function} im Raum {town}.',
    ],
  },
  player: {
    ch: [
      'Ich bin neu in {town} und suche einen Verein, bei dem ich als {function} spielen kann. Zuletzt habe ich in der 4. Liga gespielt. Mir sind ein guter Teamgeist und regelmässige Trainings wichtig.',
      'Nach drei Jahren Pause wegen einer Knieverletzung bin ich wieder fit und möchte zurück auf den Platz. Ich suche ein Team in {town}, am liebsten als {function}. Auch eine tiefere Liga ist für mich kein Problem.',
      'Ich studiere in {town} und suche ein Team, in dem ich neben dem Studium als {function} spielen kann. Zwei Trainings pro Woche liegen zeitlich gut drin.',
      'Ich habe als Kind Fussball gespielt und möchte nach vielen Jahren wieder einsteigen. Gesucht ist ein Team in {town} mit lockerer Atmosphäre, in dem ich als {function} meinen Platz finde.',
      'Ich spiele zurzeit bei den Junioren A und suche für die nächste Saison einen Verein mit Perspektive im Aktivfussball. Am liebsten spiele ich als {function}. Region {town}.',
      'Ich habe jahrelang Unihockey gespielt und möchte jetzt Fussball ausprobieren, gerne als {function}. Ich suche ein Team in {town}, das auch Quereinsteiger aufnimmt.',
      'Ich habe mehrere Jahre in der 2. Liga interregional gespielt und suche nach meinem Umzug nach {town} eine neue Herausforderung als {function}. Ich bin ehrgeizig, zuverlässig und teamorientiert.',
      'Ich möchte noch einmal die Fussballschuhe schnüren und suche ein Senioren- oder Veteranenteam in {town}, in dem ich als {function} mitspielen kann. Geselligkeit nach dem Spiel ist ausdrücklich erwünscht.',
    ],
    de: [
      'Ich bin neu in {town} und suche einen Verein, bei dem ich als {function} spielen kann. Zuletzt war ich in der Kreisliga A aktiv. Mir sind ein guter Zusammenhalt und regelmäßiges Training wichtig.',
      'Nach drei Jahren Pause wegen eines Kreuzbandrisses bin ich wieder fit und will zurück auf den Platz. Ich suche eine Mannschaft in {town}, am liebsten als {function}. Eine niedrigere Liga ist für mich kein Problem.',
      'Ich studiere in {town} und suche ein Team, in dem ich neben dem Studium als {function} spielen kann. Zwei Trainingseinheiten pro Woche bekomme ich gut unter.',
      'Ich habe als Kind Fußball gespielt und möchte nach vielen Jahren wieder einsteigen. Gesucht ist eine Mannschaft in {town} mit lockerer Atmosphäre, in der ich als {function} meinen Platz finde.',
      'Ich spiele aktuell in der A-Jugend und suche zur neuen Saison einen Verein mit Perspektive im Herrenbereich. Am liebsten spiele ich als {function}. Raum {town}.',
      'Ich habe jahrelang Handball gespielt und möchte jetzt Fußball ausprobieren, gern als {function}. Ich suche eine Mannschaft in {town}, die auch Quereinsteiger aufnimmt.',
      'Ich habe mehrere Jahre in der Landesliga gespielt und suche nach meinem Umzug nach {town} eine neue Herausforderung als {function}. Ich bin ehrgeizig, zuverlässig und mannschaftsdienlich.',
      'Ich möchte noch einmal die Fußballschuhe schnüren und suche eine Ü40- oder Alte-Herren-Mannschaft in {town}, in der ich als {function} mitspielen kann. Geselligkeit nach dem Spiel ist ausdrücklich erwünscht.',
    ],
  },
  supporter: {
    ch: [
      'Ich bin seit kurzem pensioniert und möchte meine Zeit sinnvoll nutzen. Ich bin handwerklich geschickt und würde gerne als {function} bei einem Verein in {town} mithelfen.',
      'Mein Sohn spielt bei den Junioren, und ich möchte den Verein gerne unterstützen. Ich suche eine Aufgabe als {function} in {town}, die sich mit meinem Teilzeitpensum vereinbaren lässt.',
      'Beruflich bin ich im Büro tätig und kenne mich mit Administration und Buchhaltung aus. Ich suche ein Ehrenamt als {function} bei einem Fussballverein in {town}.',
      'Ich studiere in {town} und helfe gerne bei Turnieren, Clubanlässen und in der Buvette mit. Eine Aufgabe als {function} für ein paar Stunden im Monat wäre ideal.',
      'Ich habe selbst lange gespielt, aus gesundheitlichen Gründen geht das nicht mehr. Dem Fussball bleibe ich trotzdem treu und suche eine Aufgabe als {function} in {town} oder Umgebung.',
      'Ich bin neu in {town} und möchte über den Verein Leute kennenlernen. Ich bin zuverlässig, packe gerne an und würde mich über eine Aufgabe als {function} freuen.',
      'Ich habe ein Auto, einen Führerausweis und am Wochenende meistens Zeit. Gerne unterstütze ich einen Verein in {town} als {function}, zum Beispiel an Heimspielen oder Turnieren.',
      'Wir sind ein Ehepaar im Ruhestand und möchten gemeinsam bei einem Fussballverein in {town} mithelfen. Ich melde mich stellvertretend für uns beide für eine Aufgabe als {function}.',
    ],
    de: [
      'Ich bin seit kurzem in Rente und möchte meine Zeit sinnvoll nutzen. Ich bin handwerklich geschickt und würde gern als {function} bei einem Verein in {town} mithelfen.',
      'Mein Sohn spielt in der E-Jugend, und ich möchte den Verein gern unterstützen. Ich suche eine Aufgabe als {function} in {town}, die sich mit meiner Teilzeitstelle vereinbaren lässt.',
      'Beruflich arbeite ich im Büro und kenne mich mit Verwaltung und Buchhaltung aus. Ich suche ein Ehrenamt als {function} bei einem Fußballverein in {town}.',
      'Ich studiere in {town} und helfe gern bei Turnieren, Vereinsfesten und am Grillstand. Eine Aufgabe als {function} für ein paar Stunden im Monat wäre ideal.',
      'Ich habe selbst lange gespielt, aus gesundheitlichen Gründen geht das nicht mehr. Dem Fußball bleibe ich trotzdem treu und suche eine Aufgabe als {function} in {town} oder Umgebung.',
      'Ich bin neu in {town} und möchte über den Verein Leute kennenlernen. Ich bin zuverlässig, packe gern mit an und würde mich über eine Aufgabe als {function} freuen.',
      'Ich habe ein Auto, einen Führerschein und am Wochenende meistens Zeit. Gern unterstütze ich einen Verein in {town} als {function}, etwa bei Heimspielen oder Turnieren.',
      'Wir sind ein Ehepaar im Ruhestand und möchten gemeinsam bei einem Fußballverein in {town} mithelfen. Ich melde mich stellvertretend für uns beide für eine Aufgabe als {function}.',
    ],
  },
};
