import {
  AT_A_DESK,
  AT_EVENTS,
  COACHES_TO_TRAIN,
  type DemoRole,
  HANDS_ON,
  HEAD_COACHES,
  HELPERS,
  LEADERS,
  MEDICAL,
  type OfferText,
  SPECIALIST_COACHES,
  TEAM_CARE,
  type TeamStage,
  type TextsByCountry,
  WITH_A_TEAM,
} from './text-types';

// Placeholders: {club} club name, {function} function label (feminine for a women's team's players),
// {team} the offer's own team as clubs name it, {regulars} 'Stammspieler' or 'Stammspielerinnen',
// {town} city. {function} always follows 'als' (no article to agree with 'Platzwart' vs 'Eventaushilfe'),
// {club} follows 'Verein' or starts a sentence ('der SG …' would be wrong), and {team} only follows
// 'unsere'/'unserer', which reads correctly for 'Herren', 'Frauenmannschaft' and 'Junioren Db'.
// Whatever else a text says about the team (evening training, J+S, parents, young talents) is declared
// in its stages, so a card never reads 'Aktive · Frauen' above a text about children.
// Referee pay follows the platform spec: about CHF 80 per match in Switzerland, 20 to 35 EUR in Germany.

const KIDS_AND_YOUTH: readonly TeamStage[] = ['kids', 'youth'];
const YOUTH_AND_ADULTS: readonly TeamStage[] = ['youth', 'adult'];
const PAST_CHILDHOOD: readonly TeamStage[] = ['youth', 'adult', 'senior'];
const GROWN_UPS: readonly TeamStage[] = ['adult', 'senior'];
const ADULTS: readonly TeamStage[] = ['adult'];
const KIDS: readonly TeamStage[] = ['kids'];
const YOUTH: readonly TeamStage[] = ['youth'];

export const JOB_DESCRIPTIONS: Record<DemoRole, TextsByCountry<OfferText>> = {
  trainer: {
    ch: [
      {
        stages: KIDS_AND_YOUTH,
        text: '{club} sucht auf die kommende Saison Verstärkung als {function} für unsere {team}. Wir trainieren zweimal pro Woche auf dem Sportplatz in {town} und spielen in der Regionalmeisterschaft. Du bringst Freude am Umgang mit Kindern und Jugendlichen mit und hast idealerweise bereits eine J+S-Ausbildung, sonst besuchst du den Kurs auf Kosten des Vereins. Dazu gibt es eine Spesenentschädigung und neue Trainingsbekleidung.',
      },
      {
        stages: ADULTS,
        text: 'Für unsere {team} suchen wir per sofort eine engagierte Person als {function}. Das Team ist motiviert und will in der neuen Saison vorne mitspielen. Trainiert wird am Dienstag und Donnerstag ab 19.30 Uhr in {town}. Wir wünschen uns ein Trainerdiplom C oder vergleichbare Erfahrung, klare Ideen und eine offene Kommunikation. Der Verein {club} bietet eine faire Entschädigung und ein eingespieltes Umfeld.',
      },
      {
        stages: KIDS_AND_YOUTH,
        text: 'Du möchtest deine Begeisterung für den Fussball weitergeben? Der Verein {club} sucht für unsere {team} Unterstützung als {function}. Bei uns stehen Freude, Entwicklung und Zusammenhalt vor dem Resultat. Ausbildungskurse von J+S und dem Verband bezahlen wir, und erfahrene Trainerinnen und Trainer stehen dir als Ansprechpersonen zur Seite. Die Trainings finden auf unserer Anlage in {town} statt, Zeiten nach Absprache.',
      },
      {
        roles: HEAD_COACHES,
        text: 'Nach mehreren erfolgreichen Jahren hört unser bisheriger Trainer auf Ende Saison auf. Für unsere {team} suchen wir deshalb eine neue Person als {function}. Wir erwarten Zuverlässigkeit, Fussballverstand und Freude an der Arbeit mit einer Gruppe. Trainiert wird zwei- bis dreimal pro Woche in {town}. Der Verein {club} bietet eine Entschädigung nach Absprache, einen engagierten Vorstand und gute Infrastruktur mit Kunstrasen.',
      },
      {
        roles: COACHES_TO_TRAIN,
        text: 'Ein Diplom ist keine Voraussetzung, Motivation schon: Der Verein {club} sucht für unsere {team} Verstärkung als {function}. Du unterstützt das bestehende Trainerteam bei Trainings und Matches, bereitest Übungen vor und bist Ansprechperson im Team. Wir begleiten dich beim Einstieg und übernehmen die Kosten für Aus- und Weiterbildungen. Trainings in {town} jeweils am Montag- und Mittwochabend.',
      },
      {
        text: 'Unser Verein wächst, und damit auch der Bedarf an gut ausgebildeten Trainerinnen und Trainern. {club} sucht für unsere {team} eine Person als {function}, die Verantwortung übernehmen und sich weiterentwickeln möchte. Wir bieten regelmässige interne Weiterbildungen, einen Clubausweis, Trainingsbekleidung und eine Entschädigung pro Saison. Trainiert wird in {town} auf Rasen und Kunstrasen.',
      },
      {
        text: 'Du hast früher selbst gespielt und möchtest dem Fussball etwas zurückgeben? Dann melde dich beim Verein {club}! Für unsere {team} suchen wir eine Person als {function}. Der Zeitaufwand beträgt rund vier Stunden pro Woche plus Matches am Wochenende. Wir sind ein familiärer Verein in {town} mit kurzen Wegen, viel Herzblut und einer Buvette, in der man nach dem Training gerne noch zusammensitzt.',
      },
      {
        text: 'Wir suchen ab sofort oder nach Vereinbarung eine Person als {function} für unsere {team}. Gefragt sind Teamgeist, Pünktlichkeit und die Bereitschaft, Weiterbildungen beim Verband zu besuchen; die Kosten übernimmt der Verein. {club} bietet dir eine gut organisierte Sportanlage in {town}, genügend Trainingsmaterial und die Unterstützung unserer Sportkommission. Die Entschädigung richtet sich nach Ausbildung und Aufwand.',
      },
      {
        roles: SPECIALIST_COACHES,
        text: 'Für unsere {team} sucht der Verein {club} eine Fachperson als {function}. Du arbeitest eng mit dem Trainerteam zusammen, planst deine Einheiten selbständig und begleitest das Team durch Vorbereitung und Saison. Eine entsprechende Ausbildung setzen wir voraus. Trainiert wird in {town}, Umfang und Entschädigung legen wir gemeinsam fest.',
      },
    ],
    de: [
      {
        text: 'Der Verein {club} sucht zur neuen Saison Verstärkung als {function} für unsere {team}. Wir trainieren zweimal pro Woche auf unserer Anlage in {town} und möchten uns sportlich weiterentwickeln. Eine Trainerlizenz ist wünschenswert, aber kein Muss: Die Lehrgangskosten für die C-Lizenz übernehmen wir. Dazu gibt es eine Aufwandsentschädigung im Rahmen der Übungsleiterpauschale und Trainingskleidung.',
      },
      {
        stages: ADULTS,
        text: 'Für unsere {team} suchen wir ab sofort eine engagierte Person als {function}. Das Team ist jung, hungrig und möchte in der kommenden Saison oben mitspielen. Trainingszeiten sind Dienstag und Donnerstag ab 19 Uhr in {town}. Du bringst idealerweise eine C-Lizenz oder entsprechende Erfahrung mit, bist zuverlässig und kommunikativ. {club} bietet eine faire Vergütung, ein eingespieltes Umfeld und kurze Wege im Vorstand.',
      },
      {
        stages: KIDS_AND_YOUTH,
        text: 'Du möchtest deine Begeisterung für den Fußball weitergeben? Der Verein {club} sucht für unsere {team} Unterstützung als {function}. Bei uns stehen Spaß, Entwicklung und Zusammenhalt vor dem Ergebnis. Lehrgänge beim Landesverband bezahlen wir, und erfahrene Trainer im Verein stehen dir mit Rat und Tat zur Seite. Trainiert wird auf unserem Kunstrasen in {town}, die Zeiten stimmen wir gemeinsam ab.',
      },
      {
        roles: HEAD_COACHES,
        text: 'Nach vielen gemeinsamen Jahren hört unser bisheriger Trainer zum Saisonende auf. Für unsere {team} suchen wir daher eine neue Person als {function}. Wir erwarten Zuverlässigkeit, Fußballverstand und Freude daran, eine Gruppe zu führen. Trainiert wird zwei- bis dreimal pro Woche in {town}. Der Verein {club} bietet eine Vergütung nach Absprache, einen engagierten Vorstand und ein modernes Vereinsheim.',
      },
      {
        roles: COACHES_TO_TRAIN,
        text: 'Eine Lizenz ist keine Voraussetzung, Motivation schon: Der Verein {club} sucht für unsere {team} Verstärkung als {function}. Du unterstützt das bestehende Trainerteam bei Training und Spiel, bereitest Übungen vor und bist Ansprechpartner für die Mannschaft. Wir begleiten dich beim Einstieg und übernehmen die Kosten für Aus- und Fortbildungen. Trainiert wird in {town} montags und mittwochs am Abend.',
      },
      {
        text: 'Unser Verein wächst, und damit steigt der Bedarf an gut ausgebildeten Übungsleitern. {club} sucht für unsere {team} eine Person als {function}, die Verantwortung übernehmen und sich weiterentwickeln möchte. Wir bieten regelmäßige interne Fortbildungen, kostenlose Mitgliedschaft, Trainingskleidung und eine Aufwandsentschädigung. Trainiert wird in {town} auf Rasen und im Winter in der Halle.',
      },
      {
        text: 'Du hast früher selbst gekickt und möchtest dem Fußball etwas zurückgeben? Dann melde dich beim Verein {club}! Für unsere {team} suchen wir eine Person als {function}. Der Zeitaufwand liegt bei etwa vier Stunden pro Woche plus Spiele am Wochenende. Wir sind ein familiärer Verein in {town} mit kurzen Wegen, viel Herzblut und einem Vereinsheim, in dem man nach dem Training gern noch zusammensitzt.',
      },
      {
        text: 'Wir suchen ab sofort oder nach Vereinbarung eine Person als {function} für unsere {team}. Wichtig sind uns Teamgeist, Pünktlichkeit und die Bereitschaft, Fortbildungen beim Verband zu besuchen, die der Verein bezahlt. {club} bietet dir eine gepflegte Sportanlage in {town}, ausreichend Trainingsmaterial und die Rückendeckung unserer sportlichen Leitung. Die Vergütung richtet sich nach Lizenz und Aufwand.',
      },
      {
        roles: SPECIALIST_COACHES,
        text: 'Für unsere {team} sucht der Verein {club} eine Fachkraft als {function}. Du arbeitest eng mit dem Trainerteam zusammen, planst deine Einheiten selbstständig und begleitest die Mannschaft durch Vorbereitung und Saison. Eine entsprechende Qualifikation setzen wir voraus. Trainiert wird in {town}, Umfang und Vergütung legen wir gemeinsam fest.',
      },
    ],
  },
  referee: {
    ch: [
      {
        text: 'Als Verein sind wir verpflichtet, dem Regionalverband je nach Anzahl unserer Teams eine bestimmte Zahl an Schiedsrichtern zu stellen. Deshalb sucht der Verein {club} Verstärkung als {function}. Du besuchst den Schiedsrichter-Grundkurs, den wir vollständig bezahlen, und leitest danach Spiele in der Region {town}. Pro Spiel erhältst du eine Entschädigung von rund CHF 80, die komplette Ausrüstung stellt dir der Verein.',
      },
      {
        text: 'Ohne Schiedsrichter kein Fussball: {club} sucht Jugendliche und Erwachsene, die als {function} Verantwortung übernehmen möchten. Nach dem Grundkurs begleitet dich ein erfahrener Schiedsrichter aus unserem Verein an deine ersten Spiele und steht dir als Götti zur Seite. Du bestimmst selbst, wie oft du pfeifen möchtest. Pro Einsatz erhältst du rund CHF 80 Entschädigung, und Treffpunkt für Fragen ist unser Clubhaus in {town}.',
      },
      {
        text: 'Fehlende Schiedsrichter kosten unseren Verein jedes Jahr Bussen, die wir lieber in die Junioren investieren würden. Hilf uns, die Vorgaben des Verbands zu erfüllen, und werde {function} für den Verein {club}! Wir übernehmen die Kosten für den Grundkurs, stellen dir Dress, Pfeife und Karten zur Verfügung und organisieren regelmässige Treffen unserer Schiedsrichtergruppe in {town}. Pro geleitetem Spiel gibt es rund CHF 80.',
      },
      {
        text: 'Du studierst oder gehst noch zur Schule und suchst einen Nebenverdienst mit Sinn? Als {function} für den Verein {club} leitest du Spiele rund um {town}, vom Juniorenmatch bis zu den unteren Aktivligen. Die Einsätze planst du flexibel. Grundkurs und Ausrüstung bezahlt der Verein, bei Aktivspielen erhältst du rund CHF 80 pro Match. Dazu gibt es einen Clubausweis und Einladungen zu unseren Anlässen.',
      },
      {
        text: 'Deine Aktivkarriere ist vorbei, aber vom Fussball kommst du nicht los? Dann wechsle die Perspektive und werde {function}! Der Verein {club} sucht erfahrene Fussballerinnen und Fussballer, die ihr Spielverständnis auf dem Platz einbringen. Nach dem Schiedsrichter-Grundkurs erhältst du Einsätze in der Region {town}, bei guten Leistungen sind Aufstiege in höhere Ligen möglich. Entschädigung rund CHF 80 pro Spiel.',
      },
      {
        text: 'Wir möchten mehr Frauen an die Pfeife bringen und suchen deshalb Schiedsrichterinnen und Schiedsrichter für den Verein {club}. Als {function} bist du Teil einer kleinen, motivierten Gruppe in {town}, die sich regelmässig austauscht und gemeinsam Weiterbildungen besucht. Kurskosten und Ausrüstung übernimmt der Verein, pro Spiel gibt es eine Entschädigung von rund CHF 80.',
      },
      {
        text: 'Der Einstieg als {function} ist einfacher, als du denkst. Beim Verein {club} in {town} wirst du von Anfang an begleitet: Ein erfahrener Schiedsrichter aus unserem Club schaut dir bei den ersten Spielen zu, gibt Feedback und beantwortet deine Fragen. Den Schiedsrichter-Grundkurs bezahlt der Verein. Für jedes Spiel erhältst du eine Entschädigung von rund CHF 80, die Ausrüstung stellen wir.',
      },
      {
        text: 'Du bist gerne draussen, hältst dich fit und triffst auch unter Druck klare Entscheidungen? Dann passt die Aufgabe als {function} zu dir. Der Verein {club} sucht Verstärkung für seine Schiedsrichtergruppe, damit wir die Vorgaben des Verbands erfüllen. Wir zahlen den Grundkurs und die Ausrüstung und laden dich zu unseren Vereinsanlässen in {town} ein. Pro Einsatz gibt es rund CHF 80, dazu ein Dankeschön zum Saisonende.',
      },
    ],
    de: [
      {
        text: 'Jeder Verein muss je nach Anzahl seiner Mannschaften eine bestimmte Zahl an Schiedsrichtern stellen. Um unser Schiedsrichter-Soll zu erfüllen, sucht der Verein {club} Verstärkung als {function}. Den Neulingslehrgang im Kreis bezahlen wir, die Ausrüstung ebenfalls. Danach pfeifst du Spiele rund um {town} und erhältst je nach Spielklasse etwa 20 bis 35 Euro pro Spiel plus Fahrtkosten.',
      },
      {
        text: 'Ohne Schiris kein Spiel: {club} sucht Jugendliche und Erwachsene, die als {function} Verantwortung übernehmen möchten. Nach dem Anwärterlehrgang begleitet dich ein erfahrener Pate aus unserem Verein bei deinen ersten Einsätzen. Du entscheidest selbst, wie oft du pfeifst. Pro Spiel gibt es eine Spesenpauschale von rund 20 bis 35 Euro, dazu die kostenlose Mitgliedschaft in unserem Verein in {town}.',
      },
      {
        text: 'Fehlende Schiedsrichter kosten unseren Verein jedes Jahr Strafgelder, die wir lieber in die Jugendarbeit stecken würden. Hilf uns und werde {function} für den Verein {club}! Wir übernehmen die Lehrgangskosten, stellen Trikot, Pfeife und Karten und treffen uns regelmäßig als Schiri-Gruppe im Vereinsheim in {town}. Pro geleitetem Spiel gibt es etwa 20 bis 35 Euro.',
      },
      {
        text: 'Du gehst noch zur Schule, machst eine Ausbildung oder studierst und suchst einen Nebenverdienst mit Sinn? Als {function} für den Verein {club} leitest du Jugendspiele und Partien in den Kreisligen rund um {town}. Die Einsätze planst du flexibel selbst. Lehrgang und Ausrüstung bezahlt der Verein, bei Herrenspielen bekommst du rund 20 bis 35 Euro. Mit dem Schiedsrichterausweis hast du außerdem freien Eintritt zu vielen Spielen.',
      },
      {
        text: 'Deine aktive Zeit ist vorbei, aber ohne Fußball geht es nicht? Dann wechsle die Perspektive und werde {function}! Der Verein {club} sucht erfahrene Fußballerinnen und Fußballer, die ihr Spielverständnis auf dem Platz einbringen. Nach dem Anwärterlehrgang pfeifst du im Kreis rund um {town}, bei guten Leistungen sind Aufstiege in höhere Spielklassen möglich. Pro Spiel gibt es rund 20 bis 35 Euro plus Fahrtkosten.',
      },
      {
        text: 'Wir möchten mehr Frauen an die Pfeife bringen und suchen deshalb Schiedsrichterinnen und Schiedsrichter für den Verein {club}. Als {function} gehörst du zu einer kleinen, motivierten Gruppe in {town}, die gemeinsam zu den monatlichen Lehrabenden im Kreis fährt. Lehrgangskosten und Ausrüstung übernimmt der Verein, pro Spiel erhältst du eine Aufwandsentschädigung von etwa 20 bis 35 Euro.',
      },
      {
        text: 'Der Einstieg als {function} ist leichter, als du denkst. Beim Verein {club} in {town} wirst du von Anfang an begleitet: Ein erfahrener Schiedsrichter aus unseren Reihen schaut bei deinen ersten Spielen zu, gibt dir Feedback und beantwortet deine Fragen. Den Neulingslehrgang übernehmen wir, ebenso die Ausrüstung. Für jedes Spiel gibt es eine Spesenpauschale von rund 20 bis 35 Euro.',
      },
      {
        text: 'Du bewegst dich gern an der frischen Luft, hältst dich fit und triffst auch unter Druck klare Entscheidungen? Dann ist die Aufgabe als {function} genau richtig für dich. Der Verein {club} sucht Verstärkung für seine Schiedsrichtergruppe. Wir zahlen Lehrgang und Ausrüstung und laden dich zu allen Vereinsfeiern in {town} ein. Pro Einsatz gibt es 20 bis 35 Euro, dazu ein Dankeschön zum Saisonende.',
      },
    ],
  },
  player: {
    ch: [
      {
        stages: PAST_CHILDHOOD,
        text: 'Für unsere {team} suchen wir auf die Rückrunde Verstärkung als {function}. Wir sind ein ambitioniertes Team mit gutem Zusammenhalt und trainieren zweimal pro Woche in {town}. Wichtig sind uns Zuverlässigkeit und Teamgeist, Erfahrung aus anderen Vereinen ist ein Plus. Der Verein {club} erledigt die Formalitäten für den Übertritt und stellt dir Trainingsbekleidung zur Verfügung.',
      },
      {
        stages: GROWN_UPS,
        text: 'Unser Kader ist zu klein geworden: {club} sucht für unsere {team} Verstärkung, insbesondere als {function}. Egal ob du lange pausiert hast oder neu in {town} bist, bei uns findest du schnell Anschluss. Trainiert wird am Dienstag und Freitag, gespielt am Wochenende. Nach dem Match sitzen wir gerne noch in der Buvette zusammen und lassen den Tag ausklingen.',
      },
      {
        stages: ADULTS,
        text: 'Du suchst eine neue Herausforderung? Der Verein {club} stellt für die kommende Saison einen schlagkräftigen Kader für unsere {team} zusammen und sucht Verstärkung als {function}. Wir bieten sehr gute Trainingsbedingungen auf Kunstrasen, einen erfahrenen Trainerstab und eine Spesenentschädigung nach Absprache. Probetrainings in {town} sind jederzeit möglich, melde dich einfach beim Sportchef.',
      },
      {
        stages: GROWN_UPS,
        text: 'Bei uns zählt der Spass am Spiel: Für unsere {team} suchen wir Verstärkung als {function}. Leistungsdruck gibt es keinen, dafür eine lockere Truppe, faire Trainings und gemeinsame Anlässe neben dem Platz. Du bist neu in {town} oder willst nach einer Pause wieder einsteigen? Der Verein {club} freut sich auf dich, der Mitgliederbeitrag ist im ersten Jahr erlassen.',
      },
      {
        stages: ADULTS,
        text: 'Wir sind der Verein {club} aus {town} und suchen Verstärkung als {function} für unsere {team}. Unser Trainerteam setzt auf schnellen Kombinationsfussball und eine gute Mischung aus Erfahrung und jungen Talenten. Du bist bereit, zweimal pro Woche zu trainieren und am Wochenende alles für das Team zu geben? Dann komm unverbindlich an ein Probetraining. Die Formalitäten rund um die Spielberechtigung übernehmen wir.',
      },
      {
        stages: ADULTS,
        text: 'Auf die neue Saison verlassen uns mehrere {regulars}, deshalb suchen wir Verstärkung als {function}. Für unsere {team} bieten wir drei Trainings pro Woche, eine moderne Anlage in {town} und eine angemessene Spesenentschädigung. Wir erwarten Einsatzbereitschaft, Disziplin und Lust auf Erfolg. Interessiert? Dann melde dich beim Verein {club} für ein Probetraining.',
      },
      {
        text: 'Fussball macht im Team am meisten Spass, und bei uns ist noch ein Platz frei! Der Verein {club} sucht für unsere {team} Verstärkung als {function}. Wir trainieren in {town} auf einem gepflegten Rasen und im Winter in der Halle. Neben dem Fussball unternehmen wir viel gemeinsam, vom Teamessen bis zum Trainingslager. Komm einfach an ein Schnuppertraining, Fussballschuhe und Motivation genügen.',
      },
      {
        stages: YOUTH_AND_ADULTS,
        text: 'Du bist zuverlässig, ehrgeizig und möchtest dich sportlich weiterentwickeln? Für unsere {team} sucht der Verein {club} ab sofort Verstärkung als {function}. Uns ist wichtig, dass du regelmässig ins Training kommst und dich im Team einbringst. Dafür bieten wir gute Trainingsbedingungen in {town}, Ausrüstung mit Vereinslogo und ein Umfeld, in dem man sich wohlfühlt.',
      },
      {
        stages: KIDS,
        text: 'Spielt dein Kind gerne Fussball? Für unsere {team} suchen wir Verstärkung als {function}. Trainiert wird zweimal pro Woche am späteren Nachmittag in {town}, am Wochenende spielen wir Turniere in der Region. Vorkenntnisse braucht es keine, Fussballschuhe gibt es in unserer Schuhbörse. Für ein Schnuppertraining melden sich die Eltern einfach beim Verein {club}.',
      },
      {
        stages: YOUTH,
        text: 'Für unsere {team} sucht der Verein {club} auf die neue Saison Verstärkung als {function}. Wir trainieren dreimal pro Woche in {town} und wollen in unserer Stärkeklasse vorne mitspielen. Wer ehrgeizig ist und sich im Team einbringt, ist bei uns richtig. Unsere Trainer begleiten dich beim Übertritt aus einem anderen Verein und später beim Schritt in den Aktivfussball.',
      },
    ],
    de: [
      {
        stages: PAST_CHILDHOOD,
        text: 'Für unsere {team} suchen wir zur Rückrunde Verstärkung als {function}. Wir sind eine ehrgeizige Truppe mit gutem Zusammenhalt und trainieren zweimal pro Woche in {town}. Wichtig sind uns Zuverlässigkeit und Teamgeist, Erfahrung aus anderen Vereinen ist ein Plus. Den Vereinswechsel und die Beantragung der Spielberechtigung übernimmt der Verein {club} für dich.',
      },
      {
        stages: GROWN_UPS,
        text: 'Unser Kader ist zu klein geworden: {club} sucht für unsere {team} Verstärkung, insbesondere als {function}. Egal ob du länger pausiert hast oder neu in {town} bist, bei uns findest du schnell Anschluss. Trainiert wird dienstags und freitags, gespielt am Wochenende. Nach dem Spiel sitzen wir gern noch im Vereinsheim zusammen und lassen den Tag ausklingen.',
      },
      {
        stages: ADULTS,
        text: 'Du suchst eine neue Herausforderung? Der Verein {club} stellt für die kommende Saison einen schlagkräftigen Kader für unsere {team} zusammen und sucht Verstärkung als {function}. Wir bieten sehr gute Trainingsbedingungen auf Kunstrasen, ein erfahrenes Trainerteam und eine Aufwandsentschädigung nach Absprache. Probetrainings in {town} sind jederzeit möglich, melde dich einfach beim sportlichen Leiter.',
      },
      {
        stages: GROWN_UPS,
        text: 'Bei uns steht der Spaß im Vordergrund: Für unsere {team} suchen wir Verstärkung als {function}. Leistungsdruck gibt es keinen, dafür eine lockere Truppe, faire Trainings und gemeinsame Aktionen neben dem Platz. Du bist neu in {town} oder möchtest nach einer Pause wieder einsteigen? Der Verein {club} freut sich auf dich, im ersten Jahr ist die Mitgliedschaft beitragsfrei.',
      },
      {
        stages: ADULTS,
        text: 'Wir sind der Verein {club} aus {town} und suchen Verstärkung als {function} für unsere {team}. Unser Trainerteam setzt auf schnelles Kombinationsspiel und eine gute Mischung aus Erfahrung und jungen Talenten. Du bist bereit, zweimal pro Woche zu trainieren und am Wochenende alles für die Mannschaft zu geben? Dann komm unverbindlich zum Probetraining vorbei.',
      },
      {
        stages: ADULTS,
        text: 'Zur neuen Saison verlassen uns mehrere {regulars}, deshalb suchen wir Verstärkung als {function}. Für unsere {team} bieten wir drei Trainingseinheiten pro Woche, eine moderne Anlage in {town} und eine leistungsgerechte Aufwandsentschädigung. Wir erwarten Einsatzbereitschaft, Disziplin und Lust auf Erfolg. Interessiert? Dann melde dich beim Verein {club} für ein Probetraining.',
      },
      {
        text: 'Fußball macht im Team am meisten Spaß, und bei uns ist noch ein Platz frei! Der Verein {club} sucht für unsere {team} Verstärkung als {function}. Wir trainieren in {town} auf einem gepflegten Rasenplatz und im Winter in der Halle. Neben dem Fußball unternehmen wir viel gemeinsam, vom Mannschaftsabend bis zum Trainingslager. Komm einfach zum Schnuppertraining, Fußballschuhe und Motivation reichen.',
      },
      {
        stages: YOUTH_AND_ADULTS,
        text: 'Du bist zuverlässig, ehrgeizig und möchtest dich sportlich weiterentwickeln? Für unsere {team} sucht der Verein {club} ab sofort Verstärkung als {function}. Uns ist wichtig, dass du regelmäßig zum Training kommst und dich ins Team einbringst. Dafür bieten wir gute Trainingsbedingungen in {town}, einen Trainingsanzug mit Vereinswappen und ein Umfeld, in dem man sich wohlfühlt.',
      },
      {
        stages: KIDS,
        text: 'Dein Kind spielt gern Fußball? Für unsere {team} suchen wir Verstärkung als {function}. Trainiert wird zweimal pro Woche am Nachmittag in {town}, am Wochenende stehen Spieltage und Turniere an. Vorkenntnisse braucht es keine, Fußballschuhe und Spaß an der Bewegung reichen. Für ein Probetraining melden sich die Eltern einfach beim Verein {club}.',
      },
      {
        stages: YOUTH,
        text: 'Für unsere {team} sucht der Verein {club} zur neuen Saison Verstärkung als {function}. Wir trainieren dreimal pro Woche in {town} und wollen in unserer Staffel oben mitspielen. Wer ehrgeizig ist und sich ins Team einbringt, ist bei uns richtig. Den Vereinswechsel und die Spielberechtigung regeln wir für dich, und unsere Trainer begleiten dich später beim Schritt in den Erwachsenenbereich.',
      },
    ],
  },
  supporter: {
    ch: [
      {
        roles: HELPERS,
        text: 'Ein Verein lebt von Menschen, die im Hintergrund anpacken. Der Verein {club} sucht deshalb eine zuverlässige Person als {function}. Du arbeitest eng mit dem Vorstand und den Trainern zusammen und sorgst dafür, dass in {town} alles rund läuft. Der Aufwand ist planbar und lässt sich gut mit Beruf und Familie vereinbaren. Als Dank gibt es einen Clubausweis, ein Helferessen und viel Wertschätzung.',
      },
      {
        roles: HELPERS,
        text: 'Du hast ein paar Stunden pro Woche Zeit und möchtest dich sinnvoll engagieren? Dann unterstütze den Verein {club} als {function}! Gerade Pensionierte, Eltern aus unserer Juniorenabteilung und ehemalige Aktive sind herzlich willkommen. Wir arbeiten dich sorgfältig ein und verteilen die Aufgaben auf mehrere Schultern. In {town} erwarten dich ein herzliches Umfeld und ein Kaffee in der Buvette.',
      },
      {
        roles: AT_EVENTS,
        text: 'Unser Grümpelturnier, das Sommerfest und die Heimspiele brauchen helfende Hände. Der Verein {club} sucht Unterstützung als {function}. Ob du lieber am Grill stehst, an der Kasse sitzt oder beim Auf- und Abbau mithilfst, wir finden die passende Aufgabe für dich. Die Einsätze werden frühzeitig geplant, und nach getaner Arbeit offeriert der Verein ein Essen in {town}.',
      },
      {
        roles: HELPERS,
        text: 'Wir suchen eine organisierte und zuverlässige Person als {function}. Beim Verein {club} in {town} behältst du den Überblick, kommunizierst gerne und stehst auch einmal am Samstagmorgen auf der Anlage. Vorkenntnisse sind nicht nötig, wichtig ist die Freude am Vereinsleben. Eine Spesenentschädigung pro Saison ist vorgesehen, und bei Fragen hilft dir der Vorstand jederzeit weiter.',
      },
      {
        roles: HANDS_ON,
        text: 'Unsere Sportanlage in {town} ist unser Zuhause, und das soll sie auch bleiben. Deshalb sucht der Verein {club} Verstärkung als {function}. Du packst gerne an, arbeitest selbständig und hast ein Auge für Details. Material und Werkzeug stellt der Verein, die Einsatzzeiten sprechen wir gemeinsam ab. Für deinen Einsatz erhältst du eine Entschädigung und Vereinsbekleidung.',
      },
      {
        roles: WITH_A_TEAM,
        stages: KIDS_AND_YOUTH,
        text: 'Als Eltern wissen viele von uns, wie viel Arbeit hinter einer Saison steckt. Der Verein {club} sucht eine Person als {function}, welche die Trainer unserer {team} und den Vorstand entlastet. Du bist ein Organisationstalent, bleibst auch in hektischen Momenten ruhig und hast Freude am Kontakt mit Menschen. Der Einsatz in {town} ist flexibel und kann auch von zwei Personen gemeinsam übernommen werden.',
      },
      {
        roles: TEAM_CARE,
        text: 'Damit sich das Trainerteam unserer {team} ganz auf den Fussball konzentrieren kann, sucht der Verein {club} eine Person als {function}. Du kümmerst dich um Material, Dresses und die Organisation rund um Trainings und Matches in {town} und bist an den Spieltagen mit dabei. Wir bieten ein herzliches Team, Vereinsbekleidung und eine Spesenentschädigung.',
      },
      {
        roles: HELPERS,
        text: 'Jede Hand zählt: Der Verein {club} sucht eine Person als {function}. Wir haben viele Teams, aber zu wenige Leute hinter den Kulissen. Wenn du zuverlässig bist und dich gerne einbringst, bist du bei uns genau richtig. Wir bieten dir ein motiviertes Umfeld in {town}, regelmässige Helferanlässe, einen Clubausweis und ein Trainingsset mit Vereinslogo.',
      },
      {
        roles: [...HELPERS, ...LEADERS],
        text: 'Fussball ist mehr als neunzig Minuten auf dem Platz. Damit alles reibungslos läuft, sucht der Verein {club} Unterstützung als {function}. Die Aufgabe eignet sich für Berufstätige, Studierende und Pensionierte gleichermassen. Du wirst Teil eines Teams von Freiwilligen, das in {town} jede Saison Grosses leistet. Als Dankeschön gibt es Vereinsbekleidung, ein jährliches Helferfest und eine kleine Entschädigung.',
      },
      {
        roles: MEDICAL,
        text: 'Der Verein {club} sucht eine ausgebildete Fachperson als {function}. Du betreust Verletzte nach Trainings und Matches, berätst die Trainer bei Belastung und Prävention und bist an wichtigen Heimspielen auf unserer Anlage in {town} dabei. Eine anerkannte Ausbildung setzen wir voraus, die Einsätze planen wir gemeinsam, entschädigt wird nach Aufwand.',
      },
      {
        roles: MEDICAL,
        text: 'Für unsere {team} sucht der Verein {club} eine Fachperson als {function}. Du begleitest das Team an die Trainings in {town} und an die Matches, kümmerst dich um kleinere Verletzungen und arbeitest eng mit dem Trainerstab zusammen. Wir setzen eine abgeschlossene Ausbildung voraus und bieten eine Entschädigung pro Einsatz sowie Vereinsbekleidung.',
      },
      {
        roles: AT_A_DESK,
        text: 'Der Vorstand des Vereins {club} sucht Verstärkung: Für die Aufgabe als {function} wünschen wir uns eine Person mit Erfahrung im Vereinsleben, Organisationstalent und Freude an der Zusammenarbeit mit Trainern, Eltern und dem Verband. Die Sitzungen finden einmal im Monat in {town} statt, den übrigen Aufwand teilst du dir frei ein. Spesen werden vergütet.',
      },
      {
        roles: LEADERS,
        text: 'Nach vielen Jahren gibt ein langjähriges Vorstandsmitglied sein Amt ab. Deshalb sucht der Verein {club} eine Nachfolge als {function}. Du übernimmst Verantwortung, triffst Entscheide gemeinsam mit dem Vorstand und vertrittst den Verein in {town} und gegenüber dem Verband. Eine sorgfältige Übergabe ist selbstverständlich.',
      },
    ],
    de: [
      {
        roles: HELPERS,
        text: 'Ein Verein lebt von Menschen, die im Hintergrund anpacken. Der Verein {club} sucht deshalb eine zuverlässige Person als {function}. Du arbeitest eng mit Vorstand und Trainern zusammen und sorgst dafür, dass in {town} alles rund läuft. Der Aufwand ist gut planbar und lässt sich mit Beruf und Familie vereinbaren. Als Dank gibt es eine Aufwandsentschädigung im Rahmen der Ehrenamtspauschale, ein Helferfest und viel Wertschätzung.',
      },
      {
        roles: HELPERS,
        text: 'Du hast ein paar Stunden pro Woche Zeit und möchtest dich sinnvoll engagieren? Dann unterstütze den Verein {club} als {function}! Gerade Rentnerinnen und Rentner, Eltern aus unserer Jugendabteilung und ehemalige Aktive sind herzlich willkommen. Wir arbeiten dich in Ruhe ein und verteilen die Aufgaben auf mehrere Schultern. In {town} erwarten dich nette Leute und Kaffee im Vereinsheim.',
      },
      {
        roles: AT_EVENTS,
        text: 'Unser Sommerturnier, das Vereinsfest und die Heimspiele brauchen helfende Hände. Der Verein {club} sucht Unterstützung als {function}. Ob du lieber am Grill stehst, die Kasse übernimmst oder beim Auf- und Abbau hilfst, wir finden die passende Aufgabe für dich. Die Einsätze werden rechtzeitig geplant, und nach getaner Arbeit lädt der Verein zu Essen und Getränken in {town} ein.',
      },
      {
        roles: HELPERS,
        text: 'Wir suchen eine organisierte und zuverlässige Person als {function}. Beim Verein {club} in {town} behältst du den Überblick, kommunizierst gern und stehst auch mal am Samstagmorgen auf der Anlage. Vorkenntnisse sind nicht nötig, wichtig ist die Freude am Vereinsleben. Eine Aufwandsentschädigung im Rahmen der Ehrenamtspauschale ist vorgesehen, und der Vorstand hilft dir jederzeit weiter.',
      },
      {
        roles: HANDS_ON,
        text: 'Unsere Sportanlage in {town} ist unser Zuhause, und das soll sie auch bleiben. Deshalb sucht der Verein {club} Verstärkung als {function}. Du packst gern mit an, arbeitest selbstständig und hast ein Auge für Details. Material und Werkzeug stellt der Verein, die Einsatzzeiten sprechen wir gemeinsam ab. Für dein Engagement gibt es eine Aufwandsentschädigung und Vereinskleidung.',
      },
      {
        roles: WITH_A_TEAM,
        stages: KIDS_AND_YOUTH,
        text: 'Als Eltern wissen viele von uns, wie viel Arbeit hinter einer Saison steckt. Der Verein {club} sucht eine Person als {function}, die die Trainer unserer {team} und den Vorstand entlastet. Du bist ein Organisationstalent, bleibst auch in hektischen Momenten gelassen und hast Freude am Umgang mit Menschen. Der Einsatz in {town} ist flexibel und kann auch im Tandem übernommen werden.',
      },
      {
        roles: TEAM_CARE,
        text: 'Damit sich das Trainerteam unserer {team} ganz auf den Fußball konzentrieren kann, sucht der Verein {club} eine Person als {function}. Du kümmerst dich um Material, Trikots und die Organisation rund um Training und Spieltag in {town} und bist bei den Spielen mit dabei. Wir bieten ein herzliches Umfeld, Vereinskleidung und eine Aufwandsentschädigung.',
      },
      {
        roles: HELPERS,
        text: 'Jede Hand zählt: Der Verein {club} sucht eine Person als {function}. Wir haben viele Mannschaften, aber zu wenige Leute hinter den Kulissen. Wenn du zuverlässig bist und dich gern einbringst, bist du bei uns genau richtig. Wir bieten dir ein motiviertes Umfeld in {town}, regelmäßige Helfertreffen, kostenlose Mitgliedschaft und freien Eintritt zu allen Heimspielen.',
      },
      {
        roles: [...HELPERS, ...LEADERS],
        text: 'Fußball ist mehr als neunzig Minuten auf dem Platz. Damit alles reibungslos läuft, sucht der Verein {club} Unterstützung als {function}. Die Aufgabe passt zu Berufstätigen, Studierenden und Rentnern gleichermaßen. Du wirst Teil eines Teams von Ehrenamtlichen, das in {town} jede Saison Großes leistet. Als Dankeschön gibt es Vereinskleidung, ein jährliches Helferfest und eine kleine Aufwandsentschädigung.',
      },
      {
        roles: MEDICAL,
        text: 'Der Verein {club} sucht eine ausgebildete Fachkraft als {function}. Du versorgst Verletzte nach Training und Spiel, berätst die Trainer bei Belastungssteuerung und Prävention und bist bei wichtigen Heimspielen auf unserer Anlage in {town} dabei. Eine abgeschlossene Ausbildung setzen wir voraus, die Einsätze planen wir gemeinsam, vergütet wird nach Aufwand.',
      },
      {
        roles: MEDICAL,
        text: 'Für unsere {team} sucht der Verein {club} eine Fachkraft als {function}. Du begleitest die Mannschaft beim Training in {town} und zu den Spielen, kümmerst dich um kleinere Verletzungen und arbeitest eng mit dem Trainerteam zusammen. Wir setzen eine abgeschlossene Ausbildung voraus und bieten eine Vergütung pro Einsatz sowie Vereinskleidung.',
      },
      {
        roles: AT_A_DESK,
        text: 'Der Vorstand des Vereins {club} sucht Verstärkung: Für die Aufgabe als {function} wünschen wir uns eine Person mit Erfahrung im Vereinsleben, Organisationstalent und Freude an der Zusammenarbeit mit Trainern, Eltern und dem Verband. Die Vorstandssitzungen finden einmal im Monat in {town} statt, den übrigen Aufwand teilst du dir frei ein. Auslagen werden erstattet.',
      },
      {
        roles: LEADERS,
        text: 'Nach vielen Jahren gibt ein langjähriges Vorstandsmitglied sein Amt ab. Deshalb sucht der Verein {club} eine Nachfolge als {function}. Du übernimmst Verantwortung, triffst Entscheidungen gemeinsam mit dem Vorstand und vertrittst den Verein in {town} und gegenüber dem Verband. Eine sorgfältige Übergabe ist selbstverständlich.',
      },
    ],
  },
};
