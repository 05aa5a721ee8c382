import type { ClubFunction, JobType } from './club-functions';

/**
 * The job type of each club function: what an offer's badge colour and salary rule go by. On its own,
 * apart from the catalogue's labels and tree, so a job card can show its badges without loading those.
 */
export const JOB_TYPE_OF: Readonly<Record<ClubFunction, JobType>> = {
  SCHIEDSRICHTER: 'referee',
  TRAINER: 'trainer',
  CHEFTRAINER: 'trainer',
  ASSISTENZTRAINER: 'trainer',
  TORWARTTRAINER: 'trainer',
  STUERMER_TRAINER: 'trainer',
  ABWEHR_TRAINER: 'trainer',
  SPIELERTRAINER: 'trainer',
  KONDITIONSTRAINER: 'trainer',
  MENTALTRAINER: 'trainer',
  REHA_TRAINER: 'trainer',
  SPIELER: 'player',
  STUERMER: 'player',
  MITTELFELDSPIELER: 'player',
  VERTEIDIGER: 'player',
  TORWART: 'player',
  UNTERSTUETZER: 'supporter',
  EVENTAUSHILFE: 'supporter',
  STADIONSPEAKER: 'supporter',
  FAHRDIENST: 'supporter',
  BUEROUNTERSTUETZUNG: 'supporter',
  PLATZWART: 'supporter',
  MATERIALWART: 'supporter',
  VEREINSLEITUNG: 'supporter',
  JUNIORENOBMANN: 'supporter',
  BETREUER: 'supporter',
  SPORTCHEF: 'supporter',
  TEAM_MANAGER: 'supporter',
  TEAMARZT: 'supporter',
  MASSEUR: 'supporter',
  PHYSIOTHERAPEUT: 'supporter',
};
