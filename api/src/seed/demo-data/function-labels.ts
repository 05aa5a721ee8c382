import { type ClubFunction, clubFunctionLabel } from '@anpfiff/schemas/catalogues/club-functions';

// The catalogue names functions in the generic masculine, as the pickers show them. In running text a
// woman writes 'als Trainerin', and a women's team looks for a 'Stürmerin'; functions that are no
// person ('Fahrdienst', 'Vereinsleitung', 'Eventaushilfe', 'Bürounterstützung') stay as they are.
export const FEMININE_LABELS: Partial<Readonly<Record<ClubFunction, string>>> = {
  SCHIEDSRICHTER: 'Schiedsrichterin',
  TRAINER: 'Trainerin',
  CHEFTRAINER: 'Cheftrainerin',
  ASSISTENZTRAINER: 'Assistenztrainerin',
  TORWARTTRAINER: 'Torwarttrainerin',
  STUERMER_TRAINER: 'Stürmertrainerin',
  ABWEHR_TRAINER: 'Abwehrtrainerin',
  SPIELERTRAINER: 'Spielertrainerin',
  KONDITIONSTRAINER: 'Konditionstrainerin',
  MENTALTRAINER: 'Mentaltrainerin',
  REHA_TRAINER: 'Reha-Trainerin',
  SPIELER: 'Spielerin',
  STUERMER: 'Stürmerin',
  MITTELFELDSPIELER: 'Mittelfeldspielerin',
  VERTEIDIGER: 'Verteidigerin',
  TORWART: 'Torhüterin',
  UNTERSTUETZER: 'Unterstützerin',
  STADIONSPEAKER: 'Stadionspeakerin',
  PLATZWART: 'Platzwartin',
  MATERIALWART: 'Materialwartin',
  JUNIORENOBMANN: 'Juniorenobfrau',
  BETREUER: 'Betreuerin',
  SPORTCHEF: 'Sportchefin',
  TEAM_MANAGER: 'Team-Managerin',
  TEAMARZT: 'Teamärztin',
  MASSEUR: 'Masseurin',
  PHYSIOTHERAPEUT: 'Physiotherapeutin',
};

export function functionLabel(fn: ClubFunction, feminine: boolean): string {
  return (feminine && FEMININE_LABELS[fn]) || clubFunctionLabel(fn);
}
