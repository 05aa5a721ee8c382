// Names are combined freely by the generator, so no first/last combination refers to a real person.
// The lists mix generations on purpose: demo people range from juniors to retired volunteers.
// The arrays are wrapped by hand (prettier-ignore) because one name per line would make the file
// several hundred lines long without being easier to read.

// prettier-ignore
export const FIRST_NAMES_MALE: readonly string[] = [
  'Lukas', 'Luca', 'Noah', 'Leon', 'Elias', 'Jonas', 'Finn', 'David', 'Simon', 'Marco',
  'Daniel', 'Michael', 'Thomas', 'Andreas', 'Stefan', 'Martin', 'Christian', 'Patrick', 'Reto', 'Beat',
  'Urs', 'Peter', 'Hans', 'Markus', 'Matthias', 'Tobias', 'Florian', 'Fabian', 'Dominik', 'Nicolas',
  'Samuel', 'Julian', 'Jan', 'Tim', 'Felix', 'Benjamin', 'Raphael', 'Kevin', 'Sandro', 'Adrian',
  'Pascal', 'Roman', 'Lars', 'Nils', 'Moritz', 'Maximilian', 'Paul', 'Ben', 'Alexander', 'Sebastian',
  'Philipp', 'Jonathan', 'Levin', 'Timo', 'Yannick', 'Cédric', 'Dario', 'Gian', 'Silvan', 'Manuel',
  'Mario', 'Oliver', 'Sven', 'Jürg', 'Roger', 'Bruno', 'Robin', 'Nico', 'Liam', 'Luan',
  'Arian', 'Leandro', 'Tiago', 'Emir', 'Can', 'Jannik', 'Henrik', 'Marcel', 'Dirk', 'Uwe',
];

// prettier-ignore
export const FIRST_NAMES_FEMALE: readonly string[] = [
  'Anna', 'Laura', 'Sarah', 'Lea', 'Lena', 'Mia', 'Emma', 'Sophie', 'Julia', 'Lara',
  'Nina', 'Sandra', 'Andrea', 'Nicole', 'Claudia', 'Karin', 'Monika', 'Barbara', 'Daniela', 'Stefanie',
  'Melanie', 'Jasmin', 'Michelle', 'Vanessa', 'Jana', 'Selina', 'Alina', 'Chiara', 'Elena', 'Luana',
  'Noemi', 'Livia', 'Carla', 'Lina', 'Hannah', 'Marie', 'Leonie', 'Johanna', 'Katharina', 'Lisa',
  'Sabrina', 'Sabine', 'Petra', 'Ursula', 'Ruth', 'Brigitte', 'Franziska', 'Corinne', 'Manuela', 'Simone',
  'Tanja', 'Eva', 'Jessica', 'Larissa', 'Annika', 'Emilia', 'Clara', 'Charlotte', 'Amelie', 'Paula',
  'Ida', 'Zoe', 'Aline', 'Ronja', 'Svenja', 'Vera', 'Isabel', 'Elif', 'Valentina', 'Jennifer',
];

// Besides the classic Swiss German surnames, a few of the most frequent names of families with
// Italian, Portuguese and Kosovar roots belong in any realistic Swiss amateur football roster.
// prettier-ignore
export const LAST_NAMES_CH: readonly string[] = [
  'Müller', 'Meier', 'Schmid', 'Keller', 'Weber', 'Huber', 'Schneider', 'Meyer', 'Steiner', 'Fischer',
  'Gerber', 'Brunner', 'Baumann', 'Frei', 'Zimmermann', 'Moser', 'Widmer', 'Wyss', 'Graf', 'Roth',
  'Suter', 'Baumgartner', 'Bachmann', 'Studer', 'Bühler', 'Kälin', 'Ammann', 'Lehmann', 'Hofmann', 'Marti',
  'Kunz', 'Hofer', 'Egli', 'Berger', 'Bucher', 'Kaufmann', 'Koch', 'Lüthi', 'Zürcher', 'Arnold',
  'Bosshard', 'Stalder', 'Wenger', 'Bieri', 'Iseli', 'Stucki', 'Hess', 'Kuhn', 'Sommer', 'Ziegler',
  'Furrer', 'Gasser', 'Zaugg', 'Rüegg', 'Vogel', 'Aebischer', 'Wüthrich', 'Schär', 'Tanner', 'Ackermann',
  'Mäder', 'Blaser', 'Bösch', 'Hürlimann', 'Rohrer', 'Stocker', 'Zbinden', 'Gashi', 'Berisha', 'Krasniqi',
  'Rossi', 'Ferrari', 'Bianchi', 'Pereira', 'Da Silva',
];

// prettier-ignore
export const LAST_NAMES_DE: readonly string[] = [
  'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann',
  'Schäfer', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann',
  'Braun', 'Krüger', 'Hofmann', 'Hartmann', 'Lange', 'Schmitt', 'Werner', 'Schmitz', 'Krause', 'Meier',
  'Lehmann', 'Schulze', 'Maier', 'Köhler', 'Herrmann', 'König', 'Walter', 'Mayer', 'Huber', 'Kaiser',
  'Fuchs', 'Peters', 'Lang', 'Scholz', 'Möller', 'Weiß', 'Jung', 'Hahn', 'Schubert', 'Vogel',
  'Friedrich', 'Keller', 'Günther', 'Frank', 'Berger', 'Winkler', 'Roth', 'Beck', 'Lorenz', 'Baumann',
  'Franke', 'Albrecht', 'Schuster', 'Simon', 'Ludwig', 'Böhm', 'Winter', 'Kraus', 'Schumacher', 'Krämer',
  'Vogt', 'Stein', 'Jäger', 'Otto', 'Sommer', 'Groß', 'Seidel', 'Brandt', 'Haas', 'Yılmaz',
  'Kaya', 'Öztürk', 'Nowak', 'Kowalski',
];
