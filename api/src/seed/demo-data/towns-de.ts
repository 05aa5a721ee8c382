import { toDemoTown } from './demo-town';
import type { DemoTown, DemoTownRow } from './demo-town';

// Every federal state appears with at least one city and, where possible, a smaller town, because
// the demo must show both big-city clubs and village clubs on Kreisliga level. Postcodes are those
// of the town centre and keep their leading zero (Saxony, Saxony-Anhalt, Thuringia, Brandenburg).
// Kept as a one-row-per-town table; Prettier would explode each row into nine lines.
// prettier-ignore
const ROWS: readonly DemoTownRow[] = [
  // Baden-Württemberg
  ['70173', 'Stuttgart', 'DE-BW', 48.7758, 9.1829, 630_000, 'Königstraße/Tübinger Straße/Neckarstraße'],
  ['79098', 'Freiburg im Breisgau', 'DE-BW', 47.999, 7.8421, 236_000, 'Bertoldstraße/Schwarzwaldstraße/Habsburgerstraße'],
  ['89073', 'Ulm', 'DE-BW', 48.4011, 9.9876, 128_000, 'Hirschstraße/Olgastraße/Karlstraße'],
  ['72764', 'Reutlingen', 'DE-BW', 48.4914, 9.2043, 117_000, 'Wilhelmstraße/Lederstraße/Kaiserstraße'],
  ['72070', 'Tübingen', 'DE-BW', 48.5216, 9.0576, 92_000, 'Wilhelmstraße/Neckarhalde/Mühlstraße'],
  ['77652', 'Offenburg', 'DE-BW', 48.4708, 7.9408, 62_000, 'Hauptstraße/Okenstraße/Wilhelmstraße'],
  ['88212', 'Ravensburg', 'DE-BW', 47.7818, 9.6122, 51_000, 'Bachstraße/Seestraße/Gartenstraße'],
  ['88400', 'Biberach an der Riß', 'DE-BW', 48.0984, 9.7878, 34_000, 'Bahnhofstraße/Riedlinger Straße/Ulmer Straße'],
  ['72336', 'Balingen', 'DE-BW', 48.2753, 8.8547, 35_000, 'Friedrichstraße/Bahnhofstraße/Am Sportplatz'],
  // Bayern
  ['80331', 'München', 'DE-BY', 48.1374, 11.5755, 1_510_000, 'Sendlinger Straße/Tal/Rosenstraße'],
  ['86150', 'Augsburg', 'DE-BY', 48.3705, 10.8978, 300_000, 'Maximilianstraße/Bahnhofstraße/Konrad-Adenauer-Allee'],
  ['93047', 'Regensburg', 'DE-BY', 49.0134, 12.1016, 155_000, 'Maximilianstraße/Gesandtenstraße/Ludwigstraße'],
  ['83022', 'Rosenheim', 'DE-BY', 47.8561, 12.1289, 64_000, 'Münchener Straße/Kufsteiner Straße/Prinzregentenstraße'],
  ['96047', 'Bamberg', 'DE-BY', 49.8988, 10.9028, 78_000, 'Lange Straße/Grüner Markt/Luitpoldstraße'],
  ['84028', 'Landshut', 'DE-BY', 48.5372, 12.1521, 75_000, 'Altstadt/Neustadt/Ländtorstraße'],
  ['87435', 'Kempten (Allgäu)', 'DE-BY', 47.7267, 10.3139, 70_000, 'Bahnhofstraße/Rathausplatz/Fischerstraße'],
  ['85435', 'Erding', 'DE-BY', 48.3064, 11.9061, 37_000, 'Landshuter Straße/Lange Zeile/Friedrichstraße'],
  ['82362', 'Weilheim in Oberbayern', 'DE-BY', 47.8399, 11.1424, 23_000, 'Pöltnerstraße/Schützenstraße/Am Öferl'],
  ['82319', 'Starnberg', 'DE-BY', 47.9972, 11.3406, 23_000, 'Maximilianstraße/Hauptstraße/Söckinger Straße'],
  // Berlin, Brandenburg
  ['10178', 'Berlin', 'DE-BE', 52.52, 13.405, 3_780_000, 'Sonnenallee/Torstraße/Karl-Marx-Allee'],
  ['14467', 'Potsdam', 'DE-BB', 52.3906, 13.0645, 185_000, 'Brandenburger Straße/Friedrich-Ebert-Straße/Charlottenstraße'],
  ['03046', 'Cottbus', 'DE-BB', 51.7563, 14.3329, 98_000, 'Spremberger Straße/Bahnhofstraße/Karl-Liebknecht-Straße'],
  ['16225', 'Eberswalde', 'DE-BB', 52.8356, 13.8179, 40_000, 'Eisenbahnstraße/Breite Straße/Heegermühler Straße'],
  ['16816', 'Neuruppin', 'DE-BB', 52.9248, 12.8032, 32_000, 'Karl-Marx-Straße/Fehrbelliner Straße/Schinkelstraße'],
  // Bremen, Hamburg, Schleswig-Holstein
  ['28195', 'Bremen', 'DE-HB', 53.0793, 8.8017, 570_000, 'Sögestraße/Obernstraße/Am Wall'],
  ['27568', 'Bremerhaven', 'DE-HB', 53.5396, 8.5809, 115_000, 'Bürgermeister-Smidt-Straße/Hafenstraße/Columbusstraße'],
  ['20095', 'Hamburg', 'DE-HH', 53.5511, 9.9937, 1_900_000, 'Mönckebergstraße/Osterstraße/Eppendorfer Weg'],
  ['24103', 'Kiel', 'DE-SH', 54.3233, 10.1228, 248_000, 'Holstenstraße/Dänische Straße/Holtenauer Straße'],
  ['23552', 'Lübeck', 'DE-SH', 53.8655, 10.6866, 218_000, 'Breite Straße/Königstraße/Mengstraße'],
  ['24937', 'Flensburg', 'DE-SH', 54.7836, 9.4321, 92_000, 'Große Straße/Holm/Norderstraße'],
  ['24534', 'Neumünster', 'DE-SH', 54.0724, 9.9846, 80_000, 'Großflecken/Kuhberg/Kieler Straße'],
  ['25813', 'Husum', 'DE-SH', 54.4858, 9.0524, 23_000, 'Großstraße/Norderstraße/Schiffbrücke'],
  // Hessen
  ['60311', 'Frankfurt am Main', 'DE-HE', 50.1109, 8.6821, 775_000, 'Berger Straße/Schweizer Straße/Leipziger Straße'],
  ['34117', 'Kassel', 'DE-HE', 51.3127, 9.4797, 205_000, 'Königsstraße/Friedrich-Ebert-Straße/Wilhelmshöher Allee'],
  ['64283', 'Darmstadt', 'DE-HE', 49.8728, 8.6512, 162_000, 'Rheinstraße/Elisabethenstraße/Heidelberger Straße'],
  ['36037', 'Fulda', 'DE-HE', 50.5558, 9.6808, 70_000, 'Bahnhofstraße/Friedrichstraße/Petersberger Straße'],
  ['35037', 'Marburg', 'DE-HE', 50.8021, 8.7667, 77_000, 'Universitätsstraße/Wettergasse/Biegenstraße'],
  ['36251', 'Bad Hersfeld', 'DE-HE', 50.8684, 9.7077, 30_000, 'Breitenstraße/Klausstraße/Bahnhofstraße'],
  // Mecklenburg-Vorpommern
  ['18055', 'Rostock', 'DE-MV', 54.0924, 12.0991, 209_000, 'Kröpeliner Straße/Lange Straße/Doberaner Straße'],
  ['19053', 'Schwerin', 'DE-MV', 53.6355, 11.4012, 98_000, 'Mecklenburgstraße/Puschkinstraße/Obotritenring'],
  ['17489', 'Greifswald', 'DE-MV', 54.0865, 13.3923, 60_000, 'Lange Straße/Anklamer Straße/Wolgaster Straße'],
  ['17033', 'Neubrandenburg', 'DE-MV', 53.5568, 13.261, 63_000, 'Treptower Straße/Friedrich-Engels-Ring/Demminer Straße'],
  ['23966', 'Wismar', 'DE-MV', 53.8914, 11.465, 43_000, 'Lübsche Straße/Dankwartstraße/Poeler Straße'],
  // Niedersachsen
  ['30159', 'Hannover', 'DE-NI', 52.3759, 9.732, 548_000, 'Georgstraße/Lister Meile/Limmerstraße'],
  ['38100', 'Braunschweig', 'DE-NI', 52.2689, 10.5268, 252_000, 'Bohlweg/Damm/Wilhelmstraße'],
  ['49074', 'Osnabrück', 'DE-NI', 52.2799, 8.0472, 167_000, 'Große Straße/Johannisstraße/Lotter Straße'],
  ['26122', 'Oldenburg', 'DE-NI', 53.1435, 8.2146, 172_000, 'Lange Straße/Achternstraße/Donnerschweer Straße'],
  ['21335', 'Lüneburg', 'DE-NI', 53.2464, 10.4115, 78_000, 'Bardowicker Straße/Grapengießerstraße/Uelzener Straße'],
  ['29221', 'Celle', 'DE-NI', 52.6226, 10.0805, 70_000, 'Zöllnerstraße/Mühlenstraße/Hannoversche Straße'],
  ['49661', 'Cloppenburg', 'DE-NI', 52.8473, 8.0449, 37_000, 'Lange Straße/Osterstraße/Eschstraße'],
  ['21614', 'Buxtehude', 'DE-NI', 53.4769, 9.7014, 40_000, 'Bahnhofstraße/Lange Straße/Harburger Straße'],
  ['49716', 'Meppen', 'DE-NI', 52.6906, 7.2909, 36_000, 'Bahnhofstraße/Hasestraße/Schützenstraße'],
  // Nordrhein-Westfalen
  ['50667', 'Köln', 'DE-NW', 50.9375, 6.9603, 1_085_000, 'Hohe Straße/Aachener Straße/Venloer Straße'],
  ['44135', 'Dortmund', 'DE-NW', 51.5136, 7.4653, 595_000, 'Westenhellweg/Kaiserstraße/Rheinische Straße'],
  ['40213', 'Düsseldorf', 'DE-NW', 51.2277, 6.7735, 630_000, 'Königsallee/Schadowstraße/Kölner Straße'],
  ['48143', 'Münster', 'DE-NW', 51.9607, 7.6261, 320_000, 'Prinzipalmarkt/Ludgeristraße/Hammer Straße'],
  ['33602', 'Bielefeld', 'DE-NW', 52.0302, 8.5325, 335_000, 'Niedernstraße/Jöllenbecker Straße/Herforder Straße'],
  ['52062', 'Aachen', 'DE-NW', 50.7753, 6.0839, 250_000, 'Pontstraße/Jülicher Straße/Trierer Straße'],
  ['33098', 'Paderborn', 'DE-NW', 51.7189, 8.7575, 155_000, 'Westernstraße/Detmolder Straße/Riemekestraße'],
  ['57072', 'Siegen', 'DE-NW', 50.8748, 8.0243, 102_000, 'Bahnhofstraße/Sandstraße/Koblenzer Straße'],
  ['33330', 'Gütersloh', 'DE-NW', 51.9032, 8.3858, 102_000, 'Berliner Straße/Kökerstraße/Münsterstraße'],
  ['46399', 'Bocholt', 'DE-NW', 51.8388, 6.6153, 72_000, 'Nordstraße/Münsterstraße/Dinxperloer Straße'],
  // Rheinland-Pfalz, Saarland
  ['55116', 'Mainz', 'DE-RP', 49.9929, 8.2473, 220_000, 'Große Bleiche/Ludwigsstraße/Rheinallee'],
  ['67655', 'Kaiserslautern', 'DE-RP', 49.4447, 7.769, 101_000, 'Fackelstraße/Mühlstraße/Pariser Straße'],
  ['54290', 'Trier', 'DE-RP', 49.7499, 6.6371, 111_000, 'Simeonstraße/Saarstraße/Paulinstraße'],
  ['56068', 'Koblenz', 'DE-RP', 50.3569, 7.589, 114_000, 'Löhrstraße/Schloßstraße/Mainzer Straße'],
  ['55543', 'Bad Kreuznach', 'DE-RP', 49.8415, 7.8669, 52_000, 'Mannheimer Straße/Salinenstraße/Bosenheimer Straße'],
  ['76829', 'Landau in der Pfalz', 'DE-RP', 49.1989, 8.118, 47_000, 'Marktstraße/Königstraße/Westring'],
  ['66111', 'Saarbrücken', 'DE-SL', 49.2402, 6.9969, 181_000, 'Bahnhofstraße/Mainzer Straße/Dudweilerstraße'],
  ['66424', 'Homburg', 'DE-SL', 49.3271, 7.3388, 42_000, 'Talstraße/Eisenbahnstraße/Saarbrücker Straße'],
  ['66538', 'Neunkirchen', 'DE-SL', 49.3445, 7.1798, 46_000, 'Stummstraße/Bahnhofstraße/Saarbrücker Straße'],
  ['66606', 'St. Wendel', 'DE-SL', 49.4667, 7.1667, 26_000, 'Bahnhofstraße/Balduinstraße/Brühlstraße'],
  // Sachsen
  ['04109', 'Leipzig', 'DE-SN', 51.3397, 12.3731, 620_000, 'Grimmaische Straße/Karl-Liebknecht-Straße/Eisenbahnstraße'],
  ['01067', 'Dresden', 'DE-SN', 51.0504, 13.7373, 565_000, 'Prager Straße/Wilsdruffer Straße/Ostra-Allee'],
  ['09111', 'Chemnitz', 'DE-SN', 50.8278, 12.9214, 250_000, 'Straße der Nationen/Brückenstraße/Zschopauer Straße'],
  ['08056', 'Zwickau', 'DE-SN', 50.7189, 12.4961, 87_000, 'Hauptstraße/Leipziger Straße/Bahnhofstraße'],
  ['02625', 'Bautzen', 'DE-SN', 51.1814, 14.424, 38_000, 'Reichenstraße/Kornmarkt/Löbauer Straße'],
  ['08523', 'Plauen', 'DE-SN', 50.495, 12.138, 63_000, 'Bahnhofstraße/Pausaer Straße/Oelsnitzer Straße'],
  ['01662', 'Meißen', 'DE-SN', 51.1636, 13.4775, 28_000, 'Burgstraße/Elbstraße/Großenhainer Straße'],
  // Sachsen-Anhalt
  ['39104', 'Magdeburg', 'DE-ST', 52.1205, 11.6276, 240_000, 'Breiter Weg/Ernst-Reuter-Allee/Otto-von-Guericke-Straße'],
  ['06108', 'Halle (Saale)', 'DE-ST', 51.4825, 11.9697, 240_000, 'Leipziger Straße/Große Ulrichstraße/Merseburger Straße'],
  ['06844', 'Dessau-Roßlau', 'DE-ST', 51.8354, 12.2452, 74_000, 'Kavalierstraße/Zerbster Straße/Askanische Straße'],
  ['38855', 'Wernigerode', 'DE-ST', 51.8356, 10.7851, 32_000, 'Breite Straße/Westernstraße/Friedrichstraße'],
  ['06484', 'Quedlinburg', 'DE-ST', 51.7893, 11.1479, 24_000, 'Steinweg/Breite Straße/Heiligegeiststraße'],
  // Thüringen
  ['99084', 'Erfurt', 'DE-TH', 50.9787, 11.0328, 215_000, 'Anger/Schlösserstraße/Johannesstraße'],
  ['07743', 'Jena', 'DE-TH', 50.9271, 11.5892, 111_000, 'Löbdergraben/Johannisstraße/Wagnergasse'],
  ['07545', 'Gera', 'DE-TH', 50.8806, 12.0829, 93_000, 'Sorge/Johannisstraße/Wiesestraße'],
  ['99867', 'Gotha', 'DE-TH', 50.9489, 10.7018, 46_000, 'Marktstraße/Erfurter Straße/Bahnhofstraße'],
  ['98527', 'Suhl', 'DE-TH', 50.6093, 10.6946, 36_000, 'Steinweg/Friedrich-König-Straße/Lauterstraße'],
  ['99817', 'Eisenach', 'DE-TH', 50.9807, 10.3152, 42_000, 'Karlstraße/Georgenstraße/Wartburgallee'],
];

export const TOWNS_DE: readonly DemoTown[] = ROWS.map((row) => toDemoTown('DE', row));
