// Name templates follow the naming customs of each country; '{town}' is replaced by DemoTown.city.
// The most common form comes first. Entries are unique so that the generator can give several clubs
// of one town different names by picking distinct templates. Some combinations with big cities will
// coincide with real clubs (e.g. 'FC Zürich'); the generator should skip those for prominent towns.

export const CLUB_NAME_PATTERNS_CH: readonly string[] = [
  'FC {town}',
  'SC {town}',
  'FC {town} 1908',
  'FC {town} 1919',
  'FC {town} 1932',
  'SV {town}',
  'SC {town} 1924',
  'FC Concordia {town}',
  'FC Sparta {town}',
  'FC Phönix {town}',
  'SC Union {town}',
  'FC Kickers {town}',
  'FC Stern {town}',
  'FC Italia {town}',
  'FC Blau-Weiss {town}',
  'FC Red Star {town}',
];

// East German names ('Empor', 'Motor', 'Einheit') are typical in the new federal states, the
// gymnastics-club forms (TSV, MTV, TuS) with old founding years in the west and south.
export const CLUB_NAME_PATTERNS_DE: readonly string[] = [
  'SV {town}',
  'TSV {town}',
  'TSV {town} 1860',
  'VfB {town}',
  'SpVgg {town}',
  'FC Eintracht {town}',
  'TuS {town}',
  'SG {town}',
  '1. FC {town}',
  'Sportfreunde {town}',
  'FSV {town}',
  'VfL {town}',
  'TSG {town}',
  'SV {town} 1919',
  'TuS {town} 1896',
  'FC {town} 1911',
  'MTV {town} 1848',
  'VfR {town}',
  'SC Germania {town}',
  'FC Viktoria {town}',
  'SV Blau-Weiß {town}',
  'SV Rot-Weiß {town}',
  'SV Grün-Weiß {town}',
  'DJK {town}',
  'SV Borussia {town}',
  'FC Concordia {town}',
  'SSV {town}',
  'ESV {town}',
  'SV Fortuna {town}',
  'SV Empor {town}',
  'SV Motor {town}',
  'SV Einheit {town}',
];

// Descriptions never put an article directly before '{name}' ('der SG …' would be wrong), they use
// 'Verein {name}' or '{name}' as apposition, so they fit every name template above.
export const CLUB_DESCRIPTIONS_CH: readonly string[] = [
  'Der Verein {name} ist ein familiärer Dorfclub mitten in {town}. Bei uns kennt man sich, hilft einander und steht nach dem Match gemeinsam am Grill. Von den Kleinsten im Kinderfussball bis zu den Senioren spielen über zehn Teams unter unserem Dach. Neue Gesichter sind jederzeit willkommen, ob auf dem Platz oder daneben.',
  'Seit seiner Gründung ist der Verein {name} fest in {town} verwurzelt. Über Generationen haben Mitglieder den Club mit viel Herzblut geprägt, und diese Tradition leben wir bis heute. Wir spielen mit zwei Aktivmannschaften in der Regionalmeisterschaft und legen grossen Wert auf Kameradschaft und Fairplay.',
  'Bei uns im Verein {name} steht die Juniorenabteilung im Zentrum. Rund 200 Kinder und Jugendliche aus {town} und Umgebung trainieren bei uns, betreut von engagierten Trainerinnen und Trainern mit J+S-Ausbildung. Unser Ziel ist es, möglichst viele eigene Junioren in die Aktivmannschaften zu führen.',
  'Unser Verein {name} setzt auf Frauenfussball: Neben den Herrenteams stellen wir eine Frauenmannschaft und ein Juniorinnenteam FF-15. In {town} wollen wir Mädchen und Frauen jeden Alters für den Fussball begeistern. Einsteigerinnen sind bei uns genauso willkommen wie erfahrene Spielerinnen.',
  'Unsere erste Mannschaft hat sich in den letzten Jahren in der 2. Liga etabliert und will den nächsten Schritt machen. Der Verein {name} bietet dafür gute Trainingsbedingungen, einen motivierten Staff und ein starkes Umfeld in {town}. Gleichzeitig bleiben wir ein Amateurverein, in dem Leidenschaft mehr zählt als Geld.',
  'Seit der Eröffnung unseres neuen Kunstrasenplatzes können wir das ganze Jahr trainieren, auch wenn der Winter in {town} lang ist. Die Anlage teilt der Verein {name} mit der Schule und den Nachbarvereinen. Mit der besseren Infrastruktur sind auch unsere Teams gewachsen, und wir suchen laufend Verstärkung.',
  'Herzstück des Vereins {name} ist unser Clubhaus mit Buvette direkt am Sportplatz in {town}. Nach dem Training trifft man sich hier auf ein Getränk, am Wochenende verpflegen wir Zuschauer und Gäste mit Bratwurst vom Grill und hausgemachtem Kuchen. Der Erlös fliesst vollständig in die Juniorenförderung.',
  'Ohne unsere Freiwilligen gäbe es den Verein {name} nicht. Rund achtzig Helferinnen und Helfer packen jedes Jahr mit an, sei es beim Grümpelturnier, in der Buvette oder als Fahrerinnen und Fahrer an die Auswärtsspiele. In {town} ist der Club ein Treffpunkt für alle Generationen, und wer mithilft, gehört schnell dazu.',
  'Als kleiner Verein aus {town} arbeiten wir bei den Junioren mit den Nachbarvereinen zusammen, damit jedes Kind in einem passenden Team spielen kann. Der Verein {name} lebt vom Zusammenhalt im Dorf: Viele Eltern, ehemalige Spieler und Sponsoren aus dem lokalen Gewerbe unterstützen uns seit Jahren.',
  'Beim Verein {name} hört der Fussball nicht mit dreissig auf. Neben den Aktivteams haben wir eine lebendige Senioren- und Veteranenabteilung, die regelmässig an Turnieren teilnimmt. In {town} sind wir bekannt für gute Stimmung auf und neben dem Platz, und unser jährliches Clubfest gehört zu den Höhepunkten im Vereinsjahr.',
  'Im Verein {name} spielen Menschen aus über zwanzig Nationen zusammen. Fussball verbindet, und genau das erleben wir jede Woche auf unserem Platz in {town}. Wir legen Wert auf Respekt, Pünktlichkeit und Fairness und unterstützen neue Mitglieder gerne beim Ankommen im Verein und in der Region.',
  'Der Verein {name} hat sich in den letzten Jahren neu aufgestellt: Eltern aus {town} haben den Kinderfussball wieder aufgebaut, inzwischen gibt es Junioren in fast allen Altersstufen und eine junge Aktivmannschaft. Wir sind unkompliziert, offen für Ideen und freuen uns über alle, die mit anpacken möchten.',
  'Wir spielen nicht nur gerne Fussball, wir kümmern uns auch um das Drumherum. Der Verein {name} stellt mehrere Schiedsrichter für den Regionalverband, und unsere Trainerinnen und Trainer bilden sich laufend weiter. In {town} wollen wir ein Club sein, auf den man sich verlassen kann.',
  'Der Verein {name} blickt auf eine lange Geschichte zurück und hat in {town} schon manchen Aufstieg gefeiert. Nach der Sanierung der Garderoben und der neuen Flutlichtanlage sind wir bestens für die Zukunft gerüstet. Wir pflegen unsere Traditionen, sind offen für Neues und freuen uns über jede helfende Hand.',
];

export const CLUB_DESCRIPTIONS_DE: readonly string[] = [
  'Der Verein {name} ist ein echter Familienverein in {town}. Bei uns stehen Eltern am Spielfeldrand, Großeltern am Grill, und die Kleinsten kicken bei den Bambini. Mit über zwölf Mannschaften sind wir einer der größten Vereine im Ort und freuen uns über jedes neue Mitglied, ob aktiv oder fördernd.',
  'Seit seiner Gründung gehört der Verein {name} zu {town} wie der Kirchturm zum Marktplatz. Generationen von Mitgliedern haben den Verein geprägt, und viele von ihnen sind heute noch als Helfer oder Zuschauer dabei. Wir spielen mit zwei Herrenmannschaften auf Kreisebene und pflegen Kameradschaft und Fair Play.',
  'Jugendarbeit hat im Verein {name} oberste Priorität. Rund 250 Kinder und Jugendliche aus {town} und den umliegenden Gemeinden trainieren bei uns, betreut von lizenzierten Trainerinnen und Trainern. Wir möchten möglichst viele Talente aus der eigenen Jugend in unsere Herrenmannschaften führen.',
  'Frauen- und Mädchenfußball wird im Verein {name} großgeschrieben. Unsere Frauenmannschaft spielt in der Bezirksliga, dazu kommen B- und D-Juniorinnen. In {town} möchten wir Mädchen zeigen, dass Fußball auch ihr Sport ist. Quereinsteigerinnen sind herzlich willkommen, Vorkenntnisse braucht es nicht.',
  'Unsere erste Mannschaft ist in den letzten Jahren zweimal aufgestiegen und spielt inzwischen in der Landesliga. Der Verein {name} bietet dafür gute Trainingsbedingungen, ein eingespieltes Trainerteam und einen treuen Zuschauerstamm in {town}. Trotz sportlicher Ambitionen bleiben wir ein Verein, der von seinen Ehrenamtlichen lebt.',
  'Im vergangenen Jahr wurde unser alter Hartplatz endlich in einen Kunstrasenplatz umgebaut, finanziert von Mitgliedern, Sponsoren und der Gemeinde {town}. Seitdem kann der Verein {name} bei jedem Wetter trainieren, und die Zahl unserer Jugendmannschaften ist deutlich gewachsen.',
  'Mittelpunkt des Vereins {name} ist unser Vereinsheim direkt am Sportplatz in {town}. Nach dem Training sitzen wir hier zusammen, sonntags gibt es Kaffee, Kuchen und Bratwurst für Zuschauer und Gäste. Das Vereinsheim wird komplett ehrenamtlich betrieben, und jeder Euro fließt in unsere Jugendarbeit.',
  'Der Verein {name} lebt vom Ehrenamt. Ob Platzpflege, Kassendienst, Fahrdienst oder die Organisation unseres Sommerturniers: Über hundert Mitglieder in {town} bringen sich regelmäßig ein. Wer bei uns mitmacht, findet schnell Anschluss und erlebt, wie viel man gemeinsam auf die Beine stellen kann.',
  'Als kleiner Verein aus {town} bilden wir im Jugendbereich Spielgemeinschaften mit den Nachbarorten, damit jedes Kind in seiner Altersklasse spielen kann. Der Verein {name} wird getragen von engagierten Eltern, ehemaligen Spielern und Sponsoren aus dem örtlichen Handwerk, die uns seit Jahren die Treue halten.',
  'Im Verein {name} ist mit dreißig noch lange nicht Schluss. Unsere Alte-Herren-Mannschaft trainiert jeden Freitag und fährt jedes Jahr gemeinsam auf Turnierreise. In {town} sind wir bekannt für gute Stimmung, und unser Sportfest im Sommer ist für viele Familien ein fester Termin im Kalender.',
  'Im Verein {name} kicken Menschen aus mehr als zwanzig Nationen zusammen. Fußball verbindet, und genau das erleben wir jede Woche auf unserem Platz in {town}. Respekt, Zuverlässigkeit und Fair Play sind uns wichtig, und wir helfen neuen Mitgliedern gern dabei, im Verein und im Ort anzukommen.',
  'Der Verein {name} hat sich in den letzten Jahren neu aufgestellt: Nach einer Phase ohne eigene Jugend haben Eltern aus {town} den Kinderfußball wieder aufgebaut. Heute gibt es Jugendteams in fast allen Altersklassen und eine junge erste Mannschaft. Wir sind unkompliziert und offen für neue Ideen.',
  'Der Verein {name} ist ein Mehrspartenverein, und Fußball ist seine größte Abteilung. Daneben bieten wir in {town} Turnen, Tischtennis und Gymnastik an, sodass oft die ganze Familie Mitglied ist. Unsere Fußballer trainieren auf einer gepflegten Rasenanlage mit Flutlicht und im Winter in der Halle.',
  'Wir sind stolz darauf, dass der Verein {name} sein Schiedsrichter-Soll seit Jahren erfüllt. Unsere Unparteiischen werden bei uns genauso wertgeschätzt wie unsere Spieler. In {town} wollen wir ein verlässlicher Partner für Kreis und Verband sein, und diese Haltung geben wir auch an unsere Jugend weiter.',
  'Der Verein {name} hat in {town} schon viele Höhen und Tiefen erlebt und ist dabei immer eine Gemeinschaft geblieben. Nach der Sanierung unserer Umkleidekabinen und dem Einbau einer LED-Flutlichtanlage sind wir gut für die Zukunft aufgestellt. Wir pflegen unsere Traditionen und freuen uns über jede helfende Hand.',
];
