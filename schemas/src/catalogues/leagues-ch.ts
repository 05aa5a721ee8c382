import type { League } from './leagues';

// Swiss leagues are national (no association level): Super League to 5. Liga for men, Nationalliga A
// to 4. Liga plus the U-18 league for women. Ids never change once stored in jobs and profiles.
function ch(gender: League['gender'], level: number, slug: string, name: string): League {
  return { id: `CH-${gender}-${slug}`, country: 'CH', gender, level, association: null, name };
}

export const CH_LEAGUES: readonly League[] = [
  ch('M', 1, 'SUPER-LEAGUE', 'Super League'),
  ch('M', 2, 'CHALLENGE-LEAGUE', 'Challenge League'),
  ch('M', 3, 'PROMOTION-LEAGUE', 'Promotion League'),
  ch('M', 4, '1-LIGA', '1. Liga'),
  ch('M', 5, '2-LIGA-INTERREGIONAL', '2. Liga Interregional'),
  ch('M', 6, '2-LIGA', '2. Liga'),
  ch('M', 7, '3-LIGA', '3. Liga'),
  ch('M', 8, '4-LIGA', '4. Liga'),
  ch('M', 9, '5-LIGA', '5. Liga'),
  ch('F', 1, 'NATIONALLIGA-A', 'Nationalliga A'),
  ch('F', 2, 'NATIONALLIGA-B', 'Nationalliga B'),
  ch('F', 3, '1-LIGA', '1. Liga'),
  ch('F', 4, '2-LIGA', '2. Liga'),
  ch('F', 5, '3-LIGA', '3. Liga'),
  ch('F', 6, '4-LIGA', '4. Liga'),
  // A youth league, not a tier below the 4. Liga; level 7 only keeps it last in the picker.
  ch('F', 7, 'U-18', 'U-18'),
];
