import { toDemoTown } from './demo-town';
import type { DemoTown, DemoTownRow } from './demo-town';

// Mostly German-speaking Switzerland, where the platform starts, but every canton is present so the
// state filter never shows an empty canton. Cities carry their usual postal name (Genève, Sion,
// Biel/Bienne); postcode is the one of the town centre. Streets of French- and Italian-speaking towns
// stay in the local language because that is how they appear in real addresses.
// Kept as a one-row-per-town table; Prettier would explode each row into nine lines.
// prettier-ignore
const ROWS: readonly DemoTownRow[] = [
  // Zürich
  ['8001', 'Zürich', 'CH-ZH', 47.3769, 8.5417, 427_000, 'Badenerstrasse/Langstrasse/Seefeldstrasse'],
  ['8400', 'Winterthur', 'CH-ZH', 47.4988, 8.7237, 117_000, 'Technikumstrasse/Zürcherstrasse/Schaffhauserstrasse'],
  ['8610', 'Uster', 'CH-ZH', 47.3471, 8.7209, 36_000, 'Bahnhofstrasse/Zürichstrasse/Brunnenstrasse'],
  ['8953', 'Dietikon', 'CH-ZH', 47.4017, 8.4001, 28_000, 'Bahnhofstrasse/Zürcherstrasse/Badenerstrasse'],
  ['8820', 'Wädenswil', 'CH-ZH', 47.2303, 8.6717, 25_000, 'Seestrasse/Zugerstrasse/Oberdorfstrasse'],
  ['8180', 'Bülach', 'CH-ZH', 47.522, 8.5407, 22_000, 'Bahnhofstrasse/Schaffhauserstrasse/Feldstrasse'],
  ['8810', 'Horgen', 'CH-ZH', 47.2597, 8.5975, 23_000, 'Seestrasse/Zugerstrasse/Dorfgasse'],
  ['8302', 'Kloten', 'CH-ZH', 47.4515, 8.5849, 20_000, 'Schaffhauserstrasse/Dorfstrasse/Sportplatzweg'],
  // Bern
  ['3011', 'Bern', 'CH-BE', 46.948, 7.4474, 134_000, 'Kramgasse/Marktgasse/Papiermühlestrasse'],
  ['2502', 'Biel/Bienne', 'CH-BE', 47.1368, 7.2468, 56_000, 'Zentralstrasse/Mettstrasse/Bahnhofstrasse'],
  ['3600', 'Thun', 'CH-BE', 46.758, 7.628, 44_000, 'Bälliz/Frutigenstrasse/Gwattstrasse'],
  ['3400', 'Burgdorf', 'CH-BE', 47.0567, 7.6278, 16_600, 'Bahnhofstrasse/Kirchbergstrasse/Lyssachstrasse'],
  ['4900', 'Langenthal', 'CH-BE', 47.2153, 7.7896, 16_000, 'Bahnhofstrasse/Aarwangenstrasse/Lotzwilstrasse'],
  ['3800', 'Interlaken', 'CH-BE', 46.6863, 7.8632, 5_800, 'Höheweg/Jungfraustrasse/Bahnhofstrasse'],
  // Central Switzerland
  ['6003', 'Luzern', 'CH-LU', 47.0502, 8.3093, 83_000, 'Pilatusstrasse/Hirschmattstrasse/Tribschenstrasse'],
  ['6010', 'Kriens', 'CH-LU', 47.0355, 8.278, 28_000, 'Luzernerstrasse/Obernauerstrasse/Schachenstrasse'],
  ['6210', 'Sursee', 'CH-LU', 47.1713, 8.1117, 10_500, 'Bahnhofstrasse/Münsterstrasse/Sportplatzweg'],
  ['6460', 'Altdorf', 'CH-UR', 46.8804, 8.6444, 9_500, 'Gotthardstrasse/Flüelerstrasse/Herrengasse'],
  ['6430', 'Schwyz', 'CH-SZ', 47.0207, 8.653, 15_500, 'Bahnhofstrasse/Herrengasse/Schmiedgasse'],
  ['8840', 'Einsiedeln', 'CH-SZ', 47.1285, 8.7476, 16_000, 'Hauptstrasse/Kronenstrasse/Zürichstrasse'],
  ['6060', 'Sarnen', 'CH-OW', 46.8961, 8.2456, 10_500, 'Brünigstrasse/Marktstrasse/Lindenstrasse'],
  ['6370', 'Stans', 'CH-NW', 46.958, 8.3659, 8_500, 'Stansstaderstrasse/Buochserstrasse/Engelbergstrasse'],
  ['8750', 'Glarus', 'CH-GL', 47.0404, 9.068, 12_500, 'Hauptstrasse/Burgstrasse/Landstrasse'],
  ['6300', 'Zug', 'CH-ZG', 47.1662, 8.5155, 31_000, 'Baarerstrasse/Chamerstrasse/Artherstrasse'],
  ['6340', 'Baar', 'CH-ZG', 47.1963, 8.5295, 25_000, 'Zugerstrasse/Dorfstrasse/Langgasse'],
  // Northwestern Switzerland and Mittelland
  ['1700', 'Fribourg', 'CH-FR', 46.8065, 7.162, 38_000, 'Rue de Romont/Boulevard de Pérolles/Route du Jura'],
  ['3186', 'Düdingen', 'CH-FR', 46.849, 7.1889, 8_000, 'Hauptstrasse/Bahnhofstrasse/Sportplatzweg'],
  ['4500', 'Solothurn', 'CH-SO', 47.2088, 7.5323, 17_000, 'Hauptgasse/Gurzelngasse/Bielstrasse'],
  ['4600', 'Olten', 'CH-SO', 47.35, 7.903, 18_500, 'Hauptgasse/Baslerstrasse/Aarauerstrasse'],
  ['2540', 'Grenchen', 'CH-SO', 47.1921, 7.3958, 17_500, 'Solothurnstrasse/Bettlachstrasse/Kirchstrasse'],
  ['4051', 'Basel', 'CH-BS', 47.5596, 7.5886, 173_000, 'Steinenvorstadt/Freie Strasse/Spalenring'],
  ['4125', 'Riehen', 'CH-BS', 47.5788, 7.6468, 21_000, 'Baselstrasse/Lörracherstrasse/Rössligasse'],
  ['4410', 'Liestal', 'CH-BL', 47.484, 7.735, 15_000, 'Rathausstrasse/Kasernenstrasse/Rheinstrasse'],
  ['4123', 'Allschwil', 'CH-BL', 47.5507, 7.536, 21_500, 'Baslerstrasse/Binningerstrasse/Hegenheimermattweg'],
  ['4132', 'Muttenz', 'CH-BL', 47.5228, 7.6452, 18_000, 'Hauptstrasse/St. Jakob-Strasse/Gründenstrasse'],
  ['5000', 'Aarau', 'CH-AG', 47.3925, 8.0444, 22_000, 'Bahnhofstrasse/Rain/Laurenzenvorstadt'],
  ['5400', 'Baden', 'CH-AG', 47.4733, 8.3059, 19_800, 'Badstrasse/Bruggerstrasse/Mellingerstrasse'],
  ['5610', 'Wohlen', 'CH-AG', 47.352, 8.279, 17_000, 'Zentralstrasse/Bremgarterstrasse/Bahnhofstrasse'],
  ['5200', 'Brugg', 'CH-AG', 47.481, 8.208, 12_000, 'Hauptstrasse/Aarauerstrasse/Badenerstrasse'],
  ['5430', 'Wettingen', 'CH-AG', 47.466, 8.326, 21_000, 'Landstrasse/Seminarstrasse/Dorfstrasse'],
  ['4800', 'Zofingen', 'CH-AG', 47.2877, 7.9456, 12_000, 'Vordere Hauptgasse/Aarburgerstrasse/Bahnhofstrasse'],
  ['5600', 'Lenzburg', 'CH-AG', 47.3885, 8.175, 11_000, 'Rathausgasse/Aavorstadt/Niederlenzerstrasse'],
  // Eastern Switzerland
  ['8200', 'Schaffhausen', 'CH-SH', 47.6973, 8.6349, 37_000, 'Vordergasse/Mühlentalstrasse/Rheinstrasse'],
  ['8212', 'Neuhausen am Rheinfall', 'CH-SH', 47.6833, 8.6167, 11_000, 'Zentralstrasse/Rheinfallstrasse/Industriestrasse'],
  ['9100', 'Herisau', 'CH-AR', 47.3861, 9.2792, 15_900, 'Poststrasse/Kasernenstrasse/Bahnhofstrasse'],
  ['9050', 'Appenzell', 'CH-AI', 47.331, 9.409, 5_900, 'Hauptgasse/Weissbadstrasse/Gaiserstrasse'],
  ['9000', 'St. Gallen', 'CH-SG', 47.4245, 9.3767, 76_000, 'Rorschacher Strasse/Zürcher Strasse/Teufener Strasse'],
  ['9500', 'Wil', 'CH-SG', 47.4615, 9.0455, 24_500, 'Obere Bahnhofstrasse/Toggenburgerstrasse/Konstanzerstrasse'],
  ['8640', 'Rapperswil-Jona', 'CH-SG', 47.2266, 8.8184, 27_500, 'Untere Bahnhofstrasse/Zürcherstrasse/Neue Jonastrasse'],
  ['9200', 'Gossau', 'CH-SG', 47.415, 9.254, 18_500, 'St. Gallerstrasse/Herisauerstrasse/Bahnhofstrasse'],
  ['9470', 'Buchs', 'CH-SG', 47.167, 9.478, 13_000, 'Bahnhofstrasse/St. Gallerstrasse/Grünaustrasse'],
  ['7000', 'Chur', 'CH-GR', 46.8508, 9.532, 38_000, 'Bahnhofstrasse/Masanserstrasse/Kasernenstrasse'],
  ['7270', 'Davos', 'CH-GR', 46.796, 9.823, 10_800, 'Promenade/Talstrasse/Bahnhofstrasse'],
  ['7302', 'Landquart', 'CH-GR', 46.9666, 9.5598, 9_000, 'Bahnhofstrasse/Schulstrasse/Kantonsstrasse'],
  ['8500', 'Frauenfeld', 'CH-TG', 47.5536, 8.8987, 26_000, 'Zürcherstrasse/Rheinstrasse/Bahnhofstrasse'],
  ['8280', 'Kreuzlingen', 'CH-TG', 47.65, 9.175, 23_000, 'Hauptstrasse/Konstanzerstrasse/Bärenstrasse'],
  ['9320', 'Arbon', 'CH-TG', 47.516, 9.436, 15_000, 'St. Gallerstrasse/Romanshornerstrasse/Hauptstrasse'],
  ['8570', 'Weinfelden', 'CH-TG', 47.566, 9.107, 11_800, 'Frauenfelderstrasse/Bahnhofstrasse/Rathausstrasse'],
  ['8580', 'Amriswil', 'CH-TG', 47.547, 9.298, 14_000, 'Bahnhofstrasse/Weinfelderstrasse/Romanshornerstrasse'],
  // Romandie, Valais and Ticino
  ['1003', 'Lausanne', 'CH-VD', 46.5197, 6.6323, 140_000, 'Rue de Bourg/Avenue de la Gare/Rue Centrale'],
  ['1204', 'Genève', 'CH-GE', 46.2044, 6.1432, 204_000, 'Rue du Rhône/Boulevard Carl-Vogt/Rue de Carouge'],
  ['2000', 'Neuchâtel', 'CH-NE', 46.99, 6.9293, 45_000, 'Rue du Seyon/Avenue de la Gare/Rue des Parcs'],
  ['2800', 'Delémont', 'CH-JU', 47.3649, 7.3445, 12_500, 'Route de Bâle/Rue de la Maltière/Avenue de la Gare'],
  ['1950', 'Sion', 'CH-VS', 46.2331, 7.3606, 35_000, 'Avenue de la Gare/Rue de Lausanne/Rue du Grand-Pont'],
  ['3900', 'Brig', 'CH-VS', 46.3159, 7.9877, 13_500, 'Bahnhofstrasse/Furkastrasse/Saflischstrasse'],
  ['3930', 'Visp', 'CH-VS', 46.2937, 7.8815, 8_000, 'Kantonsstrasse/Bahnhofstrasse/Sportplatzweg'],
  ['6900', 'Lugano', 'CH-TI', 46.0037, 8.9511, 63_000, 'Via Nassa/Corso Elvezia/Via Cantonale'],
  ['6500', 'Bellinzona', 'CH-TI', 46.1955, 9.0238, 44_000, 'Viale Stazione/Via San Gottardo/Via Lugano'],
];

export const TOWNS_CH: readonly DemoTown[] = ROWS.map((row) => toDemoTown('CH', row));
